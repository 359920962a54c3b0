import type { ReactNode } from 'react';
import styles from './checkout.module.scss';

/** The cart page's frame: the server-rendered title with room below the header. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`container ${styles.page}`}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
