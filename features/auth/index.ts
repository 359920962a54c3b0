// Server entry of the auth feature: the session routes' cookie handling (the reset-password page's
// form is './reset-password': nothing client-side here).
export {
  clearRefreshCookie,
  errorBody,
  forbidden,
  isSameOrigin,
  refreshSession,
  REFRESH_COOKIE,
  sessionAnswer,
  sessionLocale,
  setRefreshCookie,
} from './session-cookie';
