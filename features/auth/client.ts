// Client API of the auth feature for other features' client components.
export { clientApi, documentLocale } from './client-api';
export { adoptTokens, firstOfLastField, lastFieldMessage, login, logout, startSession, useAuthStore, useIsAuth } from './store';
export { accountKey, seedProfile, useUser } from './profile-query';
export { authorizedCall } from './query-call';
export { getAccessToken, useIsSignedIn } from './token';
export { LoginModal, RegistrationModal, ResetModal } from './components/auth-modals';
export { emptyRegistration, RegistrationFields } from './components/registration-fields';
