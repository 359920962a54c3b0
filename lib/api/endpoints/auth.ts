import type { Http } from '../http';
import { CART_ID_HEADER } from '../headers';
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
    http('authTokens', { method: 'POST', path: '/api/auth/jwt/create', body }),
  refresh: (refresh: string) =>
    http('authTokens', { method: 'POST', path: '/api/auth/jwt/refresh/', body: { refresh } }),
  logout: (refresh: string) =>
    http('none', { method: 'POST', path: '/api/auth/logout/', body: { refresh } }),
  /** From the order form, `offlineCartId` names the guest's cart: the account it creates is that cart's (spec 4). */
  register: (body: RegistrationInput, offlineCartId?: string | null) =>
    http('registeredUser', {
      method: 'POST',
      path: '/api/auth/register/',
      body,
      headers: offlineCartId ? { [CART_ID_HEADER]: offlineCartId } : undefined,
    }),
  resetPassword: (body: PasswordResetRequest) =>
    http('detailMessage', { method: 'POST', path: '/api/auth/resetpassword/', body }),
  confirmPasswordReset: (body: PasswordResetConfirmInput) =>
    http('detailMessage', { method: 'POST', path: '/api/auth/resetpassword/confirm/', body }),
  me: () => http('userProfile', { path: '/api/auth/me/' }),
  updateMe: (changes: Omit<ProfileUpdateInput, 'action'>) =>
    http('updatedProfile', {
      method: 'PATCH',
      path: '/api/auth/me/',
      body: { ...changes, action: 'update' },
    }),
  countries: () => http('countryList', { path: '/api/auth/me/countries/' }),
  addresses: () => http('userAddressList', { path: '/api/auth/me/addresses/' }),
  addAddress: (body: AddressInput) =>
    http('userAddress', { method: 'POST', path: '/api/auth/me/addresses/', body }),
  updateAddress: (id: number, body: AddressUpdateInput) =>
    http('userAddress', { method: 'PATCH', path: `/api/auth/me/addresses/${id}/`, body }),
  deleteAddress: (id: number) =>
    http('none', { method: 'DELETE', path: `/api/auth/me/addresses/${id}/` }),
  regions: () => http('regionList', { path: '/localities/regions' }),
});
