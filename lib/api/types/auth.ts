import type { Locale } from '../../i18n/locales';
import type {
  AddressInput,
  AddressUpdateInput,
  LoginInput,
  PasswordResetConfirmInput,
  ProfileUpdateInput,
} from '../../validation/auth';
import type { RegistrationInput } from '../../validation/registration';

export type { AddressInput, AddressUpdateInput, LoginInput, PasswordResetConfirmInput, ProfileUpdateInput, RegistrationInput };

/** POST /api/auth/jwt/create and /api/auth/jwt/refresh/ (the refresh token rotates on each refresh). */
export interface AuthTokens {
  access: string;
  refresh: string;
}

/**
 * POST /api/auth/register/: the registration's fields, the same answer whether or not the e-mail
 * already had an account (its owner gets an e-mail instead), so no id; registration does not log in (spec 4).
 */
export interface RegisteredUser {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** A saved address (spec 3); `city` is a city id of GET /localities/regions. */
export interface UserAddress {
  id: number;
  address_id: number;
  delivery_type: 'delivery' | 'pickup';
  city: number;
  city_name: string;
  region: number;
  region_name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  street: string;
  house: string;
  apartment: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string | null;
  zip: string | null;
  additional_contact: string | null;
}

/** GET /api/auth/me/: the `userData` of the auth state; bonuses in euro cents. */
export interface UserProfile extends RegisteredUser {
  id: number;
  bonus_balance: { amount: number; currency: 'EUR' };
  addresses: UserAddress[];
}

/** PATCH /api/auth/me/ answers the profile, plus new tokens when the password changed. */
export type UpdatedProfile = UserProfile & Partial<AuthTokens>;

export interface Country {
  id: number;
  code: string;
  name: string;
}

/** GET /localities/regions: the 'cities (regions list)' of the auth state. */
export interface Region {
  id: number;
  slug: string;
  name: string;
  cities: { id: number; slug: string; name: string }[];
}

export interface DetailMessage {
  detail: string;
}

export interface PasswordResetRequest {
  email: string;
  lang?: Locale;
}
