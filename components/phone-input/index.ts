export { PhoneInput, type PhoneInputProps } from './phone-input';
export { maskPhone } from './phone-mask';
