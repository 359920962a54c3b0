export { Button, buttonClass, type ButtonVariant } from './button';
