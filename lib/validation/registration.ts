import { z } from './zod';
import { missingOrInvalid } from './messages';
import { boundedEmailSchema } from './email';
import { phoneSchema } from './phone';

/** Spec 5 and 9: passwords of 8 to 64 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Not in the spec; bounds what a name may cost us to store and render. */
export const NAME_MAX = 64;

/** An empty password gets 'required' alone, not 'required' plus 'min_length'. */
export const passwordSchema = z
  .string({ error: missingOrInvalid })
  .min(1, 'required')
  .pipe(z.string().min(PASSWORD_MIN, 'min_length').max(PASSWORD_MAX, 'max_length'));

export const nameSchema = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, 'required')
  .max(NAME_MAX, 'max_length');

type WithPasswords = { password?: unknown; re_password?: unknown };

/** Runs the 'passwords must match' check only once both fields are strings, even if others fail. */
const bothPasswordsGiven = (payload: { value: unknown }) => {
  const value = payload.value as WithPasswords | null;
  return typeof value?.password === 'string' && typeof value.re_password === 'string';
};

export const passwordsMatch: {
  path: string[];
  error: 'passwords_must_match';
  when: typeof bothPasswordsGiven;
} = {
  path: ['re_password'],
  error: 'passwords_must_match',
  when: bothPasswordsGiven,
};

/** Spec 3 'Registration' with the rules of spec 5 (also the order form of the checkout). */
export const registrationSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: boundedEmailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    re_password: passwordSchema,
    terms: z.literal(true, { error: 'terms_required' }),
  })
  .refine((value) => value.password === value.re_password, passwordsMatch);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
