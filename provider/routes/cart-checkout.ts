import { and, eq } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  cartUserDetailsPayloadSchema,
  setDeliveryPayloadSchema,
  setPaymentDetailsPayloadSchema,
  setUserDetailsPayloadSchema,
} from '../../lib/api/schemas/cart';
import type { AppEnv } from '../context';
import { pick } from '../db/localized';
import {
  addresses,
  carts,
  deliveryCities,
  users,
  type CartDeliveryDetails,
  type CartUserDetails,
} from '../db/schema';
import { checkPaymentMethod } from '../domain/cart-rules';
import { optionalUser } from '../http/auth';
import { ClientError, fieldError } from '../http/errors';
import {
  cartOwner,
  createRouter,
  jsonBody,
  jsonBodyOf,
  serveBothSpellings,
  unstorableText,
} from '../http/openapi';
import { toFieldErrors } from '../http/validate';

import { CART, cartParams, changeCart, changedCart } from '../http/cart-access';

// The checkout's three writes on the cart (spec 7): delivery, contact details, payment.

const invalid = (c: Context<AppEnv>, field: string) => fieldError(c, field, 'invalid_value');

/**
 * set-delivery and set-user-details read one field or another depending on the rest of the body
 * (spec 7), so, as when they read the body as a record, any text in it must be storable (issue 26),
 * read or not, checked before its fields are. A body that is no object is left to the schema.
 */
const storableFields: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body: unknown = await c.req.json();
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const unstorable = unstorableText(c, body);
    if (unstorable) throw unstorable;
  }
  await next();
};

/** Delivery to a saved address copies it into the cart; only the signed-in owner's addresses count. */
async function deliveryDetails(
  c: Context<AppEnv>,
  choice: z.output<typeof setDeliveryPayloadSchema>,
): Promise<CartDeliveryDetails> {
  if (choice.address_id === null) return choice;
  const user = optionalUser(c);
  const [saved] = user
    ? await c
        .get('db')
        .select({ address: addresses, city: deliveryCities.name })
        .from(addresses)
        .innerJoin(deliveryCities, eq(deliveryCities.id, addresses.cityId))
        .where(and(eq(addresses.id, choice.address_id), eq(addresses.userId, user.id)))
    : [];
  if (!saved) throw invalid(c, 'address_id');
  const { address } = saved;
  return {
    delivery_type: 'delivery',
    address_id: address.id,
    address: {
      first_name: address.firstName,
      last_name: address.lastName,
      phone: address.phone,
      city: pick(saved.city, c.get('locale')),
      street: address.street,
      house: address.house,
      apartment: address.apartment,
      ...(address.zip ? { zip_code: address.zip } : {}),
      ...(address.company ? { company: address.company } : {}),
    },
  };
}

async function setDelivery(
  c: Context<AppEnv>,
  id: number,
  choice: z.output<typeof setDeliveryPayloadSchema>,
) {
  const details = await deliveryDetails(c, choice);
  return changeCart(c, id, async (db, cart) => {
    await db.update(carts).set({ deliveryDetails: details }).where(eq(carts.id, cart.id));
  });
}

/**
 * Spec 7: the storefront's call layer may send no body; then a signed-in customer's profile fills
 * it, checked as if it had been sent (a visitor without one gets the 'required' errors).
 */
async function ownDetails(c: Context<AppEnv>): Promise<CartUserDetails> {
  const user = optionalUser(c);
  const [profile] = user ? await c.get('db').select().from(users).where(eq(users.id, user.id)) : [];
  const details = profile
    ? {
        email: profile.email,
        full_name: `${profile.firstName} ${profile.lastName}`.trim(),
        phone: profile.phone,
      }
    : {};
  const checked = cartUserDetailsPayloadSchema.safeParse(details);
  if (!checked.success) throw new ClientError(400, toFieldErrors(c, checked.error, details));
  return checked.data;
}

async function setUserDetails(c: Context<AppEnv>, id: number, sent: CartUserDetails | null) {
  const details = sent ?? (await ownDetails(c));
  return changeCart(c, id, async (db, cart) => {
    await db.update(carts).set({ userDetails: details }).where(eq(carts.id, cart.id));
  });
}

async function setPaymentDetails(
  c: Context<AppEnv>,
  id: number,
  body: z.output<typeof setPaymentDetailsPayloadSchema>,
) {
  checkPaymentMethod(c.get('locale'), c.get('paymentGateway'), body.payment_method);
  const user = optionalUser(c);
  const bonuses = body.use_bonuses ? body.bonuses : 0;
  if (bonuses > 0) {
    const [profile] = user
      ? await c
          .get('db')
          .select({ balance: users.bonusBalance })
          .from(users)
          .where(eq(users.id, user.id))
      : [];
    if (!profile || bonuses > profile.balance) throw invalid(c, 'bonuses');
  }
  return changeCart(c, id, async (db, cart) => {
    await db
      .update(carts)
      .set({ paymentMethod: body.payment_method, bonuses })
      .where(eq(carts.id, cart.id));
  });
}

const setDeliveryRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-delivery`,
  security: cartOwner,
  description:
    'Pickup; delivery to a saved address of the signed-in customer (address_id); or delivery to the address sent along, whose fields are read only then.',
  middleware: [jsonBody, storableFields],
  request: { params: cartParams, body: jsonBodyOf(setDeliveryPayloadSchema) },
  responses: changedCart,
});
const setUserDetailsRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-user-details`,
  security: cartOwner,
  description:
    "The contact details, all three; or an empty body (spec 7), which takes the signed-in customer's own.",
  middleware: [jsonBody, storableFields],
  request: { params: cartParams, body: jsonBodyOf(setUserDetailsPayloadSchema) },
  responses: changedCart,
});
const setPaymentDetailsRoute = createRoute({
  method: 'post',
  path: `${CART}/{id}/set-payment-details`,
  security: cartOwner,
  middleware: [jsonBody],
  request: { params: cartParams, body: jsonBodyOf(setPaymentDetailsPayloadSchema) },
  responses: changedCart,
});

export const cartCheckoutRoutes = createRouter();
serveBothSpellings(cartCheckoutRoutes, setDeliveryRoute, (c) =>
  setDelivery(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartCheckoutRoutes, setUserDetailsRoute, (c) =>
  setUserDetails(c, c.req.valid('param').id, c.req.valid('json')),
);
serveBothSpellings(cartCheckoutRoutes, setPaymentDetailsRoute, (c) =>
  setPaymentDetails(c, c.req.valid('param').id, c.req.valid('json')),
);
