'use client';

import type { ComponentType } from 'react';
import { QueryProvider } from '@/lib/query/provider';
import {
  DeliveryStep as Delivery,
  OrderStep as Order,
  PaymentStep as Payment,
  PersonalStep as Personal,
} from './checkout-steps';

// The steps after the cart read server state of their own (the customer's profile and addresses):
// the cart's first view mounts no query provider, so they bring it with them.
function withQueries<P extends object>(Step: ComponentType<P>) {
  return function StepWithQueries(props: P) {
    return (
      <QueryProvider>
        <Step {...props} />
      </QueryProvider>
    );
  };
}

export const PersonalStep = withQueries(Personal);
export const DeliveryStep = withQueries(Delivery);
export const PaymentStep = withQueries(Payment);
export const OrderStep = withQueries(Order);
