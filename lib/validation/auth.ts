import { z } from './zod';
import { missingOrInvalid } from './messages';
import { locales } from '../i18n/locales';
import { boundedEmailSchema, emailSchema } from './email';
import { positiveId } from './integer';
import { phoneSchema } from './phone';
import { nameSchema, passwordSchema, passwordsMatch, PASSWORD_MAX } from './registration';

/** Spec 5 'Login': email required and valid, password required (its length is not checked here). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: missingOrInvalid }).min(1, 'required').max(1024, 'max_length'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Spec 5 'Password recovery': email required and valid; `lang` picks the e-mail's language. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
  // A language the shop does not have is ignored (the request's own language serves), not an error.
  lang: z.preprocess(
    (value) => (locales.some((locale) => locale === value) ? value : undefined),
    z.enum(locales).optional(),
  ),
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** The form behind the e-mailed link: the token from the link and the new password twice. */
export const passwordResetConfirmSchema = z
  .object({
    token: z
      .string({ error: missingOrInvalid })
      .trim()
      .min(1, 'required')
      .max(256, 'invalid_value'),
    password: passwordSchema,
    re_password: passwordSchema,
  })
  .refine((value) => value.password === value.re_password, passwordsMatch);
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

const currentPasswordSchema = z
  .string({ error: missingOrInvalid })
  .min(1, 'required')
  .max(PASSWORD_MAX, 'invalid_value');

/**
 * Spec 7: PATCH /api/auth/me/ carries the changed fields plus `action: 'update'`. A new password
 * needs the current one (and a repeat); so does a new e-mail, checked by the provider against the
 * stored address, because whoever controls the e-mail controls the account.
 */
export const profileUpdateSchema = z
  .object({
    action: z.literal('update', { error: 'invalid_value' }),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    email: boundedEmailSchema.optional(),
    phone: phoneSchema.optional(),
    current_password: currentPasswordSchema.optional(),
    password: passwordSchema.optional(),
    re_password: passwordSchema.optional(),
  })
  .refine((value) => value.password === undefined || value.re_password !== undefined, {
    path: ['re_password'],
    error: 'required',
  })
  .refine(
    (value) => value.password === undefined || value.password === value.re_password,
    passwordsMatch,
  )
  .refine((value) => value.password === undefined || value.current_password !== undefined, {
    path: ['current_password'],
    error: 'required',
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Delivery methods of spec 3: delivery to an address, or pickup. */
export const deliveryTypes = ['delivery', 'pickup'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

const text = (max: number) =>
  z.string({ error: missingOrInvalid }).trim().min(1, 'required').max(max, 'max_length');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'max_length')
    .nullish()
    .transform((value) => value || null);

/** A city id from GET /localities/regions; a select sends it as a string. */
const cityIdSchema = positiveId();

/**
 * Spec 3 'Address' and spec 5 'Delivery': city (from the delivery city list), street, house and
 * apartment required; first and last name and mobile phone; company, zip and an additional delivery
 * contact optional.
 */
export const addressSchema = z.object({
  delivery_type: z.enum(deliveryTypes, { error: 'invalid_value' }).default('delivery'),
  city: cityIdSchema,
  street: text(128),
  house: text(16),
  apartment: text(16),
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  company: optionalText(128),
  zip: optionalText(16),
  additional_contact: optionalText(128),
});
export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** PATCH of an address: any subset of the fields, each with its rule. */
export const addressUpdateSchema = z.object({
  delivery_type: z.enum(deliveryTypes, { error: 'invalid_value' }).optional(),
  city: cityIdSchema.optional(),
  street: text(128).optional(),
  house: text(16).optional(),
  apartment: text(16).optional(),
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  company: optionalText(128).optional(),
  zip: optionalText(16).optional(),
  additional_contact: optionalText(128).optional(),
});
export type AddressUpdateInput = z.input<typeof addressUpdateSchema>;
