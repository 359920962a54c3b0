import { create } from 'zustand';

/** The city the visitor chose in find_spec; the list and the details modal read it (spec 2 flow). */
export const useSpecialistsStore = create<{
  city: string | null;
  setCity: (city: string) => void;
}>()((set) => ({
  city: null,
  setCity: (city) => set({ city }),
}));
