import type { z } from '../../validation/zod';
import type {
  addConfiguredItemPayloadSchema,
  awaitingPaymentSchema,
  addProductPayloadSchema,
  cartCharacteristicsSchema,
  cartItemSchema,
  cartSchema,
  cartTotalsSchema,
  cartUserDetailsPayloadSchema,
  cartUserDetailsSchema,
  createdOrderSchema,
  createOrderPayloadSchema,
  deliveryAddressSchema,
  deliveryDetailsSchema,
  mergeCartsPayloadSchema,
  orderSchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderStatusSchema,
  paymentMethodIdSchema,
  setDeliveryInputSchema,
  setPaymentDetailsPayloadSchema,
  updateCartItemPayloadSchema,
} from '../schemas/cart';
import type { Sent } from './sent';

export type CartItem = z.infer<typeof cartItemSchema>;
export type CartTotals = z.infer<typeof cartTotalsSchema>;
export type CartCharacteristics = z.infer<typeof cartCharacteristicsSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
export type CartUserDetails = z.infer<typeof cartUserDetailsSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
export type OrdersPage = z.infer<typeof ordersPageSchema>;
export type AwaitingPayment = z.infer<typeof awaitingPaymentSchema>;

export type MergeCartsPayload = Sent<z.input<typeof mergeCartsPayloadSchema>>;
export type AddConfiguredItemPayload = Sent<z.input<typeof addConfiguredItemPayloadSchema>>;
export type AddProductPayload = Sent<z.input<typeof addProductPayloadSchema>>;
export type UpdateCartItemPayload = Sent<z.input<typeof updateCartItemPayloadSchema>>;
export type SetDeliveryInput = z.input<typeof setDeliveryInputSchema>;
/** The details, or `{}`: the provider then takes the signed-in customer's own (spec 7). */
export type SetUserDetailsPayload =
  z.input<typeof cartUserDetailsPayloadSchema> | Record<string, never>;
export type SetPaymentDetailsPayload = Sent<z.input<typeof setPaymentDetailsPayloadSchema>>;
/** The comment, and the grand total the confirmation showed (a changed cart answers 409). */
export type CreateOrderPayload = Sent<z.input<typeof createOrderPayloadSchema>>;
export type OrdersQuery = Sent<z.input<typeof ordersQuerySchema>>;
