'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focusable';
import { lockScroll } from './scroll-lock';
import styles from './modal.module.scss';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Extra class of the dialog panel. */
  className?: string;
  /** The modal's name in the app's modal store, exposed as data-modal for styling and tests. */
  name?: string;
}

/**
 * The frame of every modal (spec 4 'Modals'): focus moves in and is trapped, Escape and the backdrop
 * close it, page scroll is locked while it is open, and focus returns to where it was on close.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  size = 'medium',
  className,
  name,
}: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalPanel
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      size={size}
      className={className}
      name={name}
    >
      {children}
    </ModalPanel>,
    document.body,
  );
}

function ModalPanel({
  onClose,
  title,
  closeLabel,
  children,
  size,
  className,
  name,
}: Omit<ModalProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    const panel = panelRef.current!;
    // The first field (or the close button when there is none) gets focus, as a keyboard user expects.
    const items = focusableIn(panel);
    (items.find((item) => item.matches('input,select,textarea')) ?? items[0] ?? panel).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal={name}
        className={[styles.panel, styles[size ?? 'medium'], className].filter(Boolean).join(' ')}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
