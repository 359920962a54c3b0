/**
 * Validation message keys shared by the provider and the storefront. The provider turns them into
 * localized text; the storefront translates them through messages/*.json under `validation`.
 */
export const validationKeys = [
  'required',
  'invalid_email',
  'min_length',
  'max_length',
  'invalid_phone',
  'passwords_must_match',
  'terms_required',
  'invalid_value',
  'invalid_full_name',
  'invalid_file_type',
  'file_too_large',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

/**
 * The message of a type error: 'required' when the value is missing, 'invalid_value' when it is of
 * another type (`{ "phone": 373 }` is not a missing phone). For `z.string({ error: missingOrInvalid })`.
 */
export const missingOrInvalid = (issue: { input?: unknown }): ValidationKey =>
  issue.input === undefined ? 'required' : 'invalid_value';
