import type { Http } from '../http';
import { CART_ID_HEADER } from '../schemas/cart';
import { z } from '../../validation/zod';
import {
  authTokensSchema,
  countrySchema,
  regionSchema,
  registeredUserSchema,
  updatedProfileSchema,
  userAddressSchema,
  userProfileSchema,
} from '../schemas/auth';
import { detailMessageSchema } from '../schemas/common';
import type {
  AddressInput,
  AddressUpdateInput,
  LoginInput,
  PasswordResetConfirmInput,
  PasswordResetRequest,
  ProfileUpdateInput,
  RegistrationInput,
} from '../types/auth';

/** Auth calls of spec 7: one typed function per endpoint. */
export const authApi = (http: Http) => ({
  login: (body: LoginInput) =>
    http(authTokensSchema, { method: 'POST', path: '/api/auth/jwt/create', body }),
  refresh: (refresh: string) =>
    http(authTokensSchema, { method: 'POST', path: '/api/auth/jwt/refresh/', body: { refresh } }),
  logout: (refresh: string) =>
    http(z.null(), { method: 'POST', path: '/api/auth/logout/', body: { refresh } }),
  /** From the order form, `offlineCartId` names the guest's cart: the account it creates is that cart's (spec 4). */
  register: (body: RegistrationInput, offlineCartId?: string | null) =>
    http(registeredUserSchema, {
      method: 'POST',
      path: '/api/auth/register/',
      body,
      headers: offlineCartId ? { [CART_ID_HEADER]: offlineCartId } : undefined,
    }),
  resetPassword: (body: PasswordResetRequest) =>
    http(detailMessageSchema, { method: 'POST', path: '/api/auth/resetpassword/', body }),
  confirmPasswordReset: (body: PasswordResetConfirmInput) =>
    http(detailMessageSchema, { method: 'POST', path: '/api/auth/resetpassword/confirm/', body }),
  me: () => http(userProfileSchema, { path: '/api/auth/me/' }),
  updateMe: (changes: Omit<ProfileUpdateInput, 'action'>) =>
    http(updatedProfileSchema, {
      method: 'PATCH',
      path: '/api/auth/me/',
      body: { ...changes, action: 'update' },
    }),
  countries: () => http(z.array(countrySchema), { path: '/api/auth/me/countries/' }),
  addresses: () => http(z.array(userAddressSchema), { path: '/api/auth/me/addresses/' }),
  addAddress: (body: AddressInput) =>
    http(userAddressSchema, { method: 'POST', path: '/api/auth/me/addresses/', body }),
  updateAddress: (id: number, body: AddressUpdateInput) =>
    http(userAddressSchema, { method: 'PATCH', path: `/api/auth/me/addresses/${id}/`, body }),
  deleteAddress: (id: number) =>
    http(z.null(), { method: 'DELETE', path: `/api/auth/me/addresses/${id}/` }),
  regions: () => http(z.array(regionSchema), { path: '/localities/regions' }),
});
