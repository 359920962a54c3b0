export * from './client';
export { NewPasswordForm } from './components/new-password-form';
