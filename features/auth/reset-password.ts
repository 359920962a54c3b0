// Entry of the reset-password page: its form, a client component. Kept out of the server entry
// (index.ts), which the cart's server code imports: a client component exported there became a
// client reference of the cart page, and its form rules brought zod to the page's first load.
export { NewPasswordForm } from './components/new-password-form';
