import { create } from 'zustand';

/**
 * Spec 3 'Auth state', minus the tokens (token.ts keeps the access token; the refresh one is httpOnly)
 * and the profile, which is server state (profile-query.ts): who is signed in, and the UI's flags.
 */
interface AuthState {
  userId: number | null;
  /** True until the first session check ends, so the cabinet button knows what to open. */
  starting: boolean;
  isPreloaderAuth: boolean;
  errorLogin: string | null;
}

export const useAuthStore = create<AuthState>()(() => ({
  userId: null,
  starting: true,
  isPreloaderAuth: false,
  errorLogin: null,
}));
