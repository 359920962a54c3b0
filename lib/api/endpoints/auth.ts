import type { Http } from '../http';
import { CART_ID_HEADER } from './cart';
import type {
  AddressInput,
  AddressUpdateInput,
  AuthTokens,
  Country,
  DetailMessage,
  LoginInput,
  PasswordResetConfirmInput,
  PasswordResetRequest,
  ProfileUpdateInput,
  Region,
  RegisteredUser,
  RegistrationInput,
  UpdatedProfile,
  UserAddress,
  UserProfile,
} from '../types/auth';

/** Auth calls of spec 7: one typed function per endpoint. */
export const authApi = (http: Http) => ({
  login: (body: LoginInput) => http<AuthTokens>({ method: 'POST', path: '/api/auth/jwt/create', body }),
  refresh: (refresh: string) => http<AuthTokens>({ method: 'POST', path: '/api/auth/jwt/refresh/', body: { refresh } }),
  logout: (refresh: string) => http<null>({ method: 'POST', path: '/api/auth/logout/', body: { refresh } }),
  /** From the order form, `offlineCartId` names the guest's cart: the account it creates is that cart's (spec 4). */
  register: (body: RegistrationInput, offlineCartId?: string | null) =>
    http<RegisteredUser>({ method: 'POST', path: '/api/auth/register/', body, headers: offlineCartId ? { [CART_ID_HEADER]: offlineCartId } : undefined }),
  resetPassword: (body: PasswordResetRequest) => http<DetailMessage>({ method: 'POST', path: '/api/auth/resetpassword/', body }),
  confirmPasswordReset: (body: PasswordResetConfirmInput) =>
    http<DetailMessage>({ method: 'POST', path: '/api/auth/resetpassword/confirm/', body }),
  me: () => http<UserProfile>({ path: '/api/auth/me/' }),
  updateMe: (changes: Omit<ProfileUpdateInput, 'action'>) =>
    http<UpdatedProfile>({ method: 'PATCH', path: '/api/auth/me/', body: { ...changes, action: 'update' } }),
  countries: () => http<Country[]>({ path: '/api/auth/me/countries/' }),
  addresses: () => http<UserAddress[]>({ path: '/api/auth/me/addresses/' }),
  addAddress: (body: AddressInput) => http<UserAddress>({ method: 'POST', path: '/api/auth/me/addresses/', body }),
  updateAddress: (id: number, body: AddressUpdateInput) =>
    http<UserAddress>({ method: 'PATCH', path: `/api/auth/me/addresses/${id}/`, body }),
  deleteAddress: (id: number) => http<null>({ method: 'DELETE', path: `/api/auth/me/addresses/${id}/` }),
  regions: () => http<Region[]>({ path: '/localities/regions' }),
});
