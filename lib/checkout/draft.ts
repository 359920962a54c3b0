// Issue 39: what the shopper typed in a checkout step and has not sent yet survives a language
// switch (a page load), a card payment left at the bank's page and a declined card, for the tab's
// session; the success dialog of the order drops it. Never a password.

const DRAFT_KEY = 'checkout-draft';

export interface CheckoutDraft {
  contact?: { first_name?: string; last_name?: string; email?: string; phone?: string };
  address?: Record<string, string>;
  comment?: string;
}

export function readDraft(): CheckoutDraft {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as CheckoutDraft) : {};
  } catch {
    // Storage switched off or a value someone else wrote: no draft.
    return {};
  }
}

export function saveDraft<K extends keyof CheckoutDraft>(part: K, value: CheckoutDraft[K]) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...readDraft(), [part]: value }));
  } catch {
    // Storage full or switched off: the draft is a convenience, the checkout goes on without it.
  }
}

export function clearDraft() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** Only the text fields of a form's values (a draft holds strings, never a password). */
export function textFields<T extends object>(values: T, keys: readonly (keyof T)[]) {
  const picked: Record<string, string> = {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string') picked[String(key)] = value;
  }
  return picked;
}
