// The auth feature's light client entry: the visitor's session in the browser (store, token, API calls
// with the token), for the header's account island and the cart. No react-query, no modal code.
export { clientApi, documentLocale } from './client-api';
export {
  adoptTokens,
  firstOfLastField,
  lastFieldMessage,
  login,
  logout,
  startSession,
  useAuthStore,
  useIsAuth,
} from './store';
export { authorizedCall } from './query-call';
export { getAccessToken, setAccessToken, useIsSignedIn } from './token';
