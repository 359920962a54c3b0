import type { ReactNode } from 'react';
import '@/styles/globals.scss';

/**
 * A pass-through: the document (`<html lang>`) is rendered by `app/[locale]/layout.tsx`, which knows
 * the locale from its params. Reading the locale here (from the request) made every page dynamic.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
