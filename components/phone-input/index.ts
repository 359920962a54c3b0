export { PhoneInput, type PhoneInputProps } from './phone-input';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { maskPhone } from './phone-mask';
