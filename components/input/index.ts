export { Field, type FieldProps } from './field';
export { Input, type InputProps } from './input';
