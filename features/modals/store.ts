import { create } from 'zustand';

/** Every modal of spec 2 'Modals', by the name the spec gives it. */
export const modalNames = [
  'auth',
  'registration',
  'reset',
  'profile',
  'cart',
  'order',
  'order_cart',
  'delivery',
  'payment',
  'contact',
  'order_call',
  'mobile-call-popup',
  'calculator',
  'success',
  'successSubscribe',
  'find_spec',
  'find_spec_choose',
  'specialist',
  'order_success',
] as const;

export type ModalName = (typeof modalNames)[number];

/** What a modal is opened with; modals not listed here take nothing. */
export interface ModalPayloads {
  calculator: { title: string; html: string };
  success: { title?: string; message?: string };
  /** The order's number and its grand total in euro cents (null: a link without one). */
  order_success: { orderId: string; total: number | null };
  specialist: { id: number | string };
  contact: { vacancyId: number | string; title?: string };
  [name: string]: unknown;
}

type PayloadOf<N extends ModalName> = N extends keyof ModalPayloads ? ModalPayloads[N] : undefined;

interface ModalState {
  /** Open modals, the latest opened first (spec 4). */
  opened: ModalName[];
  payloads: Partial<Record<ModalName, unknown>>;
  open: <N extends ModalName>(name: N, payload?: PayloadOf<N>) => void;
  /** Closes one modal and, when asked, others with it (spec 4: "closing one can also close others"). */
  close: (name: ModalName, alsoClose?: ModalName[]) => void;
  closeAll: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  opened: [],
  payloads: {},
  open: (name, payload) => {
    // Spec 4: opening one closes the others, so the list holds the new modal alone.
    set({ opened: [name], payloads: payload === undefined ? {} : { [name]: payload } });
  },
  close: (name, alsoClose = []) =>
    set((state) => {
      const closing = new Set<ModalName>([name, ...alsoClose]);
      const payloads = { ...state.payloads };
      for (const closed of closing) delete payloads[closed];
      return { opened: state.opened.filter((open) => !closing.has(open)), payloads };
    }),
  closeAll: () => set({ opened: [], payloads: {} }),
}));

export const openModal = <N extends ModalName>(name: N, payload?: PayloadOf<N>) =>
  useModalStore.getState().open(name, payload);
export const closeModal = (name: ModalName, alsoClose?: ModalName[]) =>
  useModalStore.getState().close(name, alsoClose);

/** One modal's state for its component: whether it is open, what it was opened with, how to close it. */
export function useModal<N extends ModalName>(name: N) {
  const isOpen = useModalStore((state) => state.opened.includes(name));
  const payload = useModalStore((state) => state.payloads[name]) as PayloadOf<N> | undefined;
  const close = useModalStore((state) => state.close);
  return { isOpen, payload, close: () => close(name) };
}
