import { create } from 'zustand';

/**
 * Spec 3 'Auth state', minus the tokens (token.ts keeps the access token; the refresh one is httpOnly),
 * the profile, which is server state (profile-query.ts), and the login's progress and error, which
 * are its mutation's (login.ts): who is signed in, and whether the first session check has ended.
 */
interface AuthState {
  userId: number | null;
  /** True until the first session check ends, so the cabinet button knows what to open. */
  starting: boolean;
}

export const useAuthStore = create<AuthState>()(() => ({
  userId: null,
  starting: true,
}));
