import type { z } from '../../validation/zod';
import type {
  AddressInput,
  AddressUpdateInput,
  LoginInput,
  PasswordResetConfirmInput,
  ProfileUpdateInput,
  passwordResetRequestSchema,
} from '../../validation/auth';
import type { RegistrationInput } from '../../validation/registration';
import type {
  authTokensSchema,
  countrySchema,
  regionSchema,
  registeredUserSchema,
  updatedProfileSchema,
  userAddressSchema,
  userProfileSchema,
} from '../schemas/auth';
import type { detailMessageSchema } from '../schemas/common';

export type {
  AddressInput,
  AddressUpdateInput,
  LoginInput,
  PasswordResetConfirmInput,
  ProfileUpdateInput,
  RegistrationInput,
};

export type AuthTokens = z.infer<typeof authTokensSchema>;
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
export type UserAddress = z.infer<typeof userAddressSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type UpdatedProfile = z.infer<typeof updatedProfileSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Region = z.infer<typeof regionSchema>;
export type DetailMessage = z.infer<typeof detailMessageSchema>;
/** What the storefront sends: a language the shop does not have would only be ignored. */
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;
