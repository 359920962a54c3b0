// Server entry of the auth feature: the session routes' cookie handling and the reset-password page.
export {
  clearRefreshCookie,
  errorBody,
  forbidden,
  isSameOrigin,
  refreshSession,
  REFRESH_COOKIE,
  sessionLocale,
  setRefreshCookie,
} from './session-cookie';
export { NewPasswordForm } from './components/new-password-form';
