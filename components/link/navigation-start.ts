import { create } from 'zustand';

/**
 * UI state: how many client-side navigations the shop's links have started. The progress bar
 * (spec 4 and 9) starts on each increment; next/link reports them through `onNavigate`.
 */
export const useNavigationStarts = create<{ count: number; started: () => void }>((set) => ({
  count: 0,
  started: () => set((state) => ({ count: state.count + 1 })),
}));
