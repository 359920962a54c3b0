'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Modal } from '@/components/modal';
import { logout, useUser } from '@/features/auth/client';
import { useMediaQuery } from '@/components/media-query';
import { useModal } from '@/features/modals';
import { getPathname } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { QueryProvider } from '@/lib/query/provider';
import styles from './account.module.scss';
import { AddressesSection } from './addresses-section';
import { OrdersSection } from './orders-section';
import { SettingsSection } from './settings-section';

type Section = 'orders' | 'settings' | 'addresses' | 'bonuses';
const sections: Section[] = ['orders', 'settings', 'addresses', 'bonuses'];

/** Spec 2 'Profile dialog': orders, settings, addresses, bonuses and sign out. */
export function ProfileModal() {
  return (
    <QueryProvider>
      <ProfileDialog />
    </QueryProvider>
  );
}

function ProfileDialog() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const { isOpen, close } = useModal('profile');
  const user = useUser();
  const desktop = useMediaQuery('(min-width: 992px)');
  const [chosen, setChosen] = useState<Section | null>(null);
  // Desktop preselects settings; mobile shows the list first, one section at a time.
  const section = chosen ?? (desktop ? 'settings' : null);
  if (!user) return null;
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="profile"
      title={t('title')}
      closeLabel={tAuth('close')}
      size="large"
    >
      <div className={styles.layout}>
        {(desktop || !section) && (
          <nav aria-label={t('sections')} className={styles.sidebar}>
            {sections.map((name) => (
              <button
                key={name}
                type="button"
                className={styles.tab}
                aria-current={section === name}
                onClick={() => setChosen(name)}
              >
                {t(name)}
              </button>
            ))}
            <button
              type="button"
              className={styles.signOut}
              onClick={() => logout(locale, () => router.push(getPathname({ locale, href: '/' })))}
            >
              {t('signOut')}
            </button>
          </nav>
        )}
        {section && (
          <section className={styles.panel} aria-labelledby="profile-section-title">
            <h3 id="profile-section-title" className={styles.panelTitle}>
              {!desktop && (
                <button
                  type="button"
                  className={styles.backArrow}
                  aria-label={t('back')}
                  onClick={() => setChosen(null)}
                >
                  ←
                </button>
              )}
              {t(section)}
            </h3>
            {section === 'orders' && <OrdersSection locale={locale} />}
            {section === 'settings' && <SettingsSection user={user} locale={locale} />}
            {section === 'addresses' && <AddressesSection />}
            {section === 'bonuses' && (
              <>
                <p className={styles.muted}>{t('bonusBalance')}</p>
                <p className={styles.balance}>
                  {formatMoney(user.bonus_balance.amount, 'EUR', locale)}
                </p>
                <p>{t('bonusesLead')}</p>
              </>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
