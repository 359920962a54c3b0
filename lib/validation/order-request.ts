import { z } from './zod';
import { missingOrInvalid } from './messages';

/** Spec 5 'Cart order request': the name to call back, at most this long. */
export const ORDER_REQUEST_NAME_MAX = 128;

/** The order request's name, the same rule in its form and on the provider. */
export const orderRequestNameSchema = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, 'required')
  .max(ORDER_REQUEST_NAME_MAX, 'max_length');
