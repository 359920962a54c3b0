// Client API of the auth feature for other features' client components (profile, checkout, modals).
// What islands of every page need without react-query or the modals is in './session'.
export * from './session';
export * from './api';
export { accountKey, seedProfile, useUser, withoutAddresses, type Profile } from './profile-query';
export { LoginModal, RegistrationModal, ResetModal } from './components/auth-modals';
export { emptyRegistration, RegistrationFields } from './components/registration-fields';
