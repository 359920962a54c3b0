/**
 * Spec 5 and 9: a valid address of 6 to 64 characters. Apart from the zod rule in email.ts, so code
 * on every page (error messages) can read the limits without shipping zod.
 */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 64;
