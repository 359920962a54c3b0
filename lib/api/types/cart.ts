import type { z } from '../../validation/zod';
import type {
  cartCharacteristicsSchema,
  cartItemSchema,
  cartSchema,
  cartTotalsSchema,
  cartUserDetailsSchema,
  createdOrderSchema,
  deliveryAddressSchema,
  deliveryDetailsSchema,
  orderSchema,
  ordersPageSchema,
  orderStatusSchema,
  paymentMethodIdSchema,
  setDeliveryInputSchema,
  setPaymentInputSchema,
} from '../schemas/cart';

export type CartItem = z.infer<typeof cartItemSchema>;
export type CartTotals = z.infer<typeof cartTotalsSchema>;
export type CartCharacteristics = z.infer<typeof cartCharacteristicsSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryDetails = z.infer<typeof deliveryDetailsSchema>;
export type CartUserDetails = z.infer<typeof cartUserDetailsSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;
export type SetDeliveryInput = z.infer<typeof setDeliveryInputSchema>;
export type SetPaymentInput = z.infer<typeof setPaymentInputSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
export type OrdersPage = z.infer<typeof ordersPageSchema>;
