import { forwardToProvider } from '@/lib/api/forward';
import { getConfig } from '@/lib/config';
import { clientAddressOf } from '@/lib/security/forwarded';

/**
 * The API at /backend for browsers: the bundled provider in-process, or, with PROVIDER_API_URL, that
 * provider through this mount (lib/api/forward.ts). The spec's API paths sit under it unchanged.
 */
export const dynamic = 'force-dynamic';

/** A CV of 15 MB from a phone on a slow connection: time enough for the upload, not forever. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const MOUNT = '/backend';

async function handle(request: Request): Promise<Response> {
  const config = getConfig();
  if (config.PROVIDER_API_URL) {
    return forwardToProvider(
      request,
      {
        provider: config.PROVIDER_API_URL,
        calculator: config.CALCULATOR_API_URL ?? `${config.PROVIDER_API_URL}/api`,
        mount: MOUNT,
      },
      { timeoutMs: config.API_TIMEOUT_MS, uploadTimeoutMs: UPLOAD_TIMEOUT_MS },
    );
  }
  // The address as the server resolved it under TRUSTED_PROXY_HOPS (instrumentation.ts).
  const { handleProviderRequest } = await import('@/provider');
  return handleProviderRequest(request, { clientAddress: clientAddressOf(request.headers) });
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
};
