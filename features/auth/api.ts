// The auth feature's light entry for calls with the visitor's token (the cart's islands). Kept apart
// from './session': the API client brings every answer schema and zod, which the header's account
// island on every page must not load before it calls anything.
export { clientApi } from './client-api';
export { authorizedCall } from './query-call';
