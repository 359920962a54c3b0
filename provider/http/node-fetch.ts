import { clientAddressOf } from '../../lib/security/forwarded';
import type { ProviderBindings } from '../context';

interface FetchesWithBindings {
  fetch(request: Request, bindings: ProviderBindings): Response | Promise<Response>;
}

/**
 * The standalone provider's fetch under @hono/node-server: the client's address for the app is the
 * X-Forwarded-For that installForwardedHeaders already resolved from the socket and
 * TRUSTED_PROXY_HOPS, else the socket's own address; what the client sent is never passed on.
 */
export function withClientAddress(app: FetchesWithBindings) {
  return (request: Request, env: { incoming: { socket: { remoteAddress?: string } } }) =>
    app.fetch(request, {
      clientAddress:
        clientAddressOf(request.headers) ?? env.incoming.socket.remoteAddress ?? undefined,
    });
}
