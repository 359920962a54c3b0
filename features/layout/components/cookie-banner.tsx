'use client';

import { Link } from '@/components/link';
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { giveConsent, hasConsent } from '../consent';
import styles from './overlays.module.scss';

const subscribe = () => () => {};

/** Spec 2 'Footer': the consent banner shows until the consent cookie is set. */
export function CookieBanner({ privacyHref }: { privacyHref: string | null }) {
  const t = useTranslations('cookies');
  // Rendered only in the browser: the server cannot know the cookie without making every page dynamic.
  const consented = useSyncExternalStore(subscribe, hasConsent, () => true);
  const [accepted, setAccepted] = useState(false);
  if (consented || accepted) return null;
  return (
    <section className={styles.cookie} aria-label={t('label')}>
      <p>
        {t('text')} {privacyHref && <Link href={privacyHref}>{t('learnMore')}</Link>}
      </p>
      <button
        type="button"
        className={styles.cookieButton}
        onClick={() => {
          giveConsent();
          setAccepted(true);
        }}
      >
        {t('accept')}
      </button>
    </section>
  );
}
