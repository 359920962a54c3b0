import type { CalculatorConfiguration } from './calculator';

export interface CartItem {
  id: number;
  type: 'product' | 'configured';
  product_id: number | null;
  calculator_id: number | null;
  calculator_type_id: number | null;
  name: string;
  icon: string;
  image: string;
  category: string;
  description: string[];
  configuration: Omit<CalculatorConfiguration, 'calculator_type_id'> | null;
  unit: 'piece' | 'metre';
  quantity: number;
  count: number;
  min_quantity: number;
  max_quantity: number | null;
  /** Euro cents. */
  price: number;
  price_mdl: number | null;
  total: number;
  link: string;
  available: boolean;
}

/** Spec 3 'Cart totals', euro cents; prices include 20 % VAT. */
export interface CartTotals {
  total: number;
  quantity_discount: number;
  new_total: number;
  delivery: number;
  bonuses: number;
  net_total: number;
  vat: number;
  grand_total: number;
}

export interface CartCharacteristics {
  total_area: number;
  linear_metres: number;
  total_windows_count: number;
  total_doors_count: number;
}

export interface DeliveryAddress {
  first_name: string;
  last_name: string;
  phone: string;
  city: string;
  street: string;
  house: string;
  apartment: string;
  zip_code?: string;
  company?: string;
}

export interface DeliveryDetails {
  delivery_type: 'delivery' | 'pickup';
  address_id: number | null;
  address: DeliveryAddress | null;
}

export interface CartUserDetails {
  email: string;
  full_name: string;
  phone: string;
}

export interface Cart {
  id: number;
  cartId: number;
  /** Keep it in the offline-cart cookie and send it back as the X-Cart-Id header. */
  anonymous_id: string;
  status: 'open' | 'ordered' | 'merged';
  currency: 'EUR';
  items: CartItem[];
  items_quantity: number;
  delivery_details: DeliveryDetails | null;
  user_details: CartUserDetails | null;
  /** A guest's checkout in this cart already created their account (they go on with it). */
  checkout_account: boolean;
  payment_details: { payment_method: PaymentMethodId; bonuses: number } | null;
  /** The signed-in customer's bonus balance in euro cents; null for a visitor. */
  bonuses_available: number | null;
  totals: CartTotals;
  characteristics: CartCharacteristics;
}

/** 1 = card (Visa/MasterCard), 2 = cash on delivery, 3 = pay by account (invoice). */
export type PaymentMethodId = 1 | 2 | 3;

export type SetDeliveryInput =
  | { delivery_type: 'pickup' }
  | { delivery_type: 'delivery'; address_id: number }
  | ({ delivery_type: 'delivery'; address_id?: null } & DeliveryAddress);

export interface SetPaymentInput {
  payment_method: PaymentMethodId;
  use_bonuses?: boolean;
  /** Euro cents, at most the balance. */
  bonuses?: number;
}

export type OrderStatus = 'new' | 'awaiting_payment' | 'paid' | 'cancelled' | 'in_production' | 'delivered';

export interface Order {
  id: number;
  nr: string;
  status: OrderStatus;
  created_at: string;
  currency: 'EUR';
  items: {
    name: string;
    category: string;
    image: string;
    product_id: number | null;
    calculator_type_id: number | null;
    configuration: Record<string, unknown> | null;
    description: string[];
    unit: 'piece' | 'metre';
    quantity: number;
    price: number;
    total: number;
  }[];
  totals: CartTotals;
  characteristics: CartCharacteristics;
  delivery_details: DeliveryDetails;
  user_details: CartUserDetails;
  payment_method: PaymentMethodId;
  comment: string;
  bonuses_spent: number;
  bonuses_earned: number;
  status_history: { status: OrderStatus; created_at: string }[];
}

/** With a payUrl the browser goes to the bank; otherwise home with success_order (spec 4). */
export interface CreatedOrder {
  order: Order;
  payment_data: { result: { payUrl: string } } | null;
}

export interface OrdersPage {
  count: number;
  pages: number;
  results: Order[];
}
