'use client';

import { lazyPart } from '@/components/lazy-part';
import { useEffect, useState } from 'react';

/** Spec 9: the chat widget loads 10 s after start, so it never competes with the page itself. */
export const CHAT_DELAY_MS = 10_000;

// Its code too: the panel's module is fetched only when the delay is over.
const ChatPanel = lazyPart(() => import('./chat-panel').then((m) => m.ChatPanel));

/** Starts the widget's clock; the launcher and panel (chat-panel.tsx) appear when it runs out. */
export function ChatWidget({ contactsHref }: { contactsHref: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHAT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <ChatPanel contactsHref={contactsHref} /> : null;
}
