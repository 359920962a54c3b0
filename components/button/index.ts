export { Button, buttonClass, type ButtonStyleOptions, type ButtonVariant } from './button';
