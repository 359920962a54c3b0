// Client API of the auth feature for other features' client components.
export { clientApi, documentLocale } from './client-api';
export { adoptTokens, firstOfLastField, lastFieldMessage, login, logout, setUser, startSession, useAuthStore, useIsAuth, useUser } from './store';
export { getAccessToken, useIsSignedIn } from './token';
export { LoginModal, RegistrationModal, ResetModal } from './components/auth-modals';
export { emptyRegistration, RegistrationFields } from './components/registration-fields';
