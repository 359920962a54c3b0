// Client API of the auth feature for other features' client components (profile, checkout, modals).
// What islands of every page need without react-query or the modals is in './session'.
export * from './session';
export { useLogin } from './login';
export { accountKey, seedProfile, useUser, withoutAddresses, type Profile } from './profile-query';
export { LoginModal, RegistrationModal, ResetModal } from './components/auth-modals';
export { emptyRegistration, RegistrationFields } from './components/registration-fields';
