import { z } from '../../validation/zod';
import {
  addressSchema,
  addressUpdateSchema,
  loginSchema,
  passwordResetConfirmSchema,
  profileUpdateSchema,
} from '../../validation/auth';
import { registrationSchema } from '../../validation/registration';

export {
  addressSchema,
  addressUpdateSchema,
  loginSchema,
  passwordResetConfirmSchema,
  profileUpdateSchema,
  registrationSchema,
};

/** POST /api/auth/jwt/create and /api/auth/jwt/refresh/ (the refresh token rotates on each refresh). */
export const authTokensSchema = z.object({
  access: z.string(),
  refresh: z.string(),
});

/**
 * POST /api/auth/register/: the registration's fields, the same answer whether or not the e-mail
 * already had an account (its owner gets an e-mail instead), so no id; registration does not log in (spec 4).
 */
export const registeredUserSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});

/** A saved address (spec 3); `city` is a city id of GET /localities/regions. */
export const userAddressSchema = z.object({
  id: z.number().int(),
  address_id: z.number().int(),
  delivery_type: z.enum(['delivery', 'pickup']),
  city: z.number().int(),
  city_name: z.string(),
  region: z.number().int(),
  region_name: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  zip: z.string().nullable(),
  additional_contact: z.string().nullable(),
});

/** GET /api/auth/me/: the `userData` of the auth state; bonuses in euro cents. */
export const userProfileSchema = registeredUserSchema.extend({
  id: z.number().int(),
  bonus_balance: z.object({ amount: z.number().int(), currency: z.literal('EUR') }),
  addresses: z.array(userAddressSchema),
});

/**
 * PATCH /api/auth/me/ answers the profile, plus new tokens when the password changed, and the new
 * e-mail address a confirmation link went to when the address is to change (issue 37: the address
 * changes once that link is followed).
 */
export const updatedProfileSchema = userProfileSchema
  .extend(authTokensSchema.partial().shape)
  .extend({ email_pending: z.string().optional() });

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});

/** GET /localities/regions: the 'cities (regions list)' of the auth state. */
export const regionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  cities: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
