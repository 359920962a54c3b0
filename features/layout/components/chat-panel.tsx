'use client';

import { Link } from '@/components/link';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ChatIcon, CloseIcon, PhoneIcon } from '@/components/icons';
import { openCallBack } from '@/features/modals';
import { company } from '@/lib/company';
import styles from './overlays.module.scss';

/**
 * A self-hosted 'Write to us' launcher (no third-party script): a small panel offering a call back,
 * the phone, Viber and WhatsApp, and the contacts page.
 */
export function ChatPanel({ contactsHref }: { contactsHref: string }) {
  const t = useTranslations('chat');
  const tFooter = useTranslations('footer');
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={styles.chat} data-testid="chat-widget">
      {open && (
        <section id={panelId} className={styles.chatPanel} aria-labelledby={`${panelId}-title`}>
          <div className={styles.chatHead}>
            <h2 id={`${panelId}-title`}>{t('title')}</h2>
            <button
              type="button"
              className={styles.chatClose}
              onClick={() => setOpen(false)}
              aria-label={t('close')}
            >
              <CloseIcon size={20} />
            </button>
          </div>
          <p>{t('text')}</p>
          <ul className={styles.chatActions}>
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  openCallBack();
                }}
              >
                <PhoneIcon size={18} />
                {t('callMe')}
              </button>
            </li>
            <li>
              <a href={company.social.viber}>{tFooter('writeViber')}</a>
            </li>
            <li>
              <a href={company.social.whatsapp} rel="noopener noreferrer" target="_blank">
                {tFooter('writeWhatsApp')}
              </a>
            </li>
            <li>
              <Link href={contactsHref}>{t('contacts')}</Link>
            </li>
          </ul>
        </section>
      )}
      <button
        type="button"
        className={styles.chatLauncher}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ChatIcon />
        <span>{t('launcher')}</span>
      </button>
    </div>
  );
}
