'use client';

import type { ComponentType } from 'react';
import { QueryProvider } from '@/lib/query/provider';
import { DeliveryStep as Delivery } from './delivery-step';
import { OrderStep as Order } from './order-step';
import { PaymentStep as Payment } from './payment-step';
import { PersonalStep as Personal } from './personal-step';

// The steps after the cart read server state of their own (the customer's profile and addresses)
// and write the cart through mutations: the cart's first view mounts no query provider, so they
// bring it with them. Their forms (react-hook-form, zod, the phone mask) load when the visitor goes
// on from the cart, not with the cart page.
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
