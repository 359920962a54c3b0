'use client';

import { lazyPart } from '@/components/lazy-part';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
// The session state alone: the auth barrel also carries the forms, which load only with their modals.
import { startSession, useAuthStore, useIsAuth } from '@/features/auth/session';
import { openModal, useModalStore } from '@/features/modals';
import styles from './account-island.module.scss';

const LoginModal = lazyPart(() => import('@/features/auth/client').then((m) => m.LoginModal));
const RegistrationModal = lazyPart(() =>
  import('@/features/auth/client').then((m) => m.RegistrationModal),
);
const ResetModal = lazyPart(() => import('@/features/auth/client').then((m) => m.ResetModal));
const ProfileModal = lazyPart(() => import('./profile-modal').then((m) => m.ProfileModal));

let started = false;

/** The header's cabinet button (spec 2): login for visitors, the profile for signed-in users; hosts their modals. */
export function AccountIsland() {
  const t = useTranslations('auth');
  const signedIn = useIsAuth();
  const starting = useAuthStore((state) => state.starting);
  const opened = useModalStore((state) => state.opened);

  useEffect(() => {
    // Once per page load: the header stays mounted across client navigations.
    if (started) return;
    started = true;
    void startSession();
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.cabinet}
        aria-label={t('cabinet')}
        title={t('cabinet')}
        data-signed-in={signedIn}
        aria-busy={starting}
        onClick={() => openModal(signedIn ? 'profile' : 'auth')}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" strokeLinecap="round" />
        </svg>
      </button>
      {opened.includes('auth') && <LoginModal />}
      {opened.includes('registration') && <RegistrationModal />}
      {opened.includes('reset') && <ResetModal />}
      {opened.includes('profile') && <ProfileModal />}
    </>
  );
}
