export { QuantityInput, QUANTITY_DEBOUNCE_MS, type QuantityInputProps } from './quantity-input';
