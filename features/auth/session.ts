// The auth feature's light client entry: the visitor's session in the browser (store, token), for the
// header's account island and the cart. No react-query, no modal code, no API client (lib/api/browser.ts loads when first called).
export {
  adoptTokens,
  firstOfLastField,
  lastFieldMessage,
  logout,
  startSession,
  useIsAuth,
} from './store';
export { useAuthStore } from './auth-state';
export { listenToSession, type SessionListener, type SignIn } from './session-events';
export { getAccessToken, setAccessToken, useIsSignedIn } from './token';
