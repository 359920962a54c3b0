import { handleProviderRequest } from '@/provider';

/** The bundled provider, mounted at /backend: the spec's API paths sit under it unchanged. */
export const dynamic = 'force-dynamic';

const handle = (request: Request) => handleProviderRequest(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
