import { clientAddressOf } from '@/lib/security/forwarded';
import { handleProviderRequest } from '@/provider';

/** The bundled provider, mounted at /backend: the spec's API paths sit under it unchanged. */
export const dynamic = 'force-dynamic';

/** The browser's address, as the server resolved it under TRUSTED_PROXY_HOPS (instrumentation.ts). */
const handle = (request: Request) =>
  handleProviderRequest(request, { clientAddress: clientAddressOf(request.headers) });

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
};
