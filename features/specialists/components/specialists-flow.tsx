'use client';

import { lazyPart } from '@/components/lazy-part';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { openModal, useModal } from '@/features/modals';

// The modals' code (and react-query's) loads when the visitor first opens the finder, not with the home page.
const SpecialistsModals = lazyPart(() =>
  import('./specialists-modals').then((m) => m.SpecialistsModals),
);

/** The specialist flow of spec 2: find_spec → find_spec_choose → specialist (or selection). */
export function SpecialistsFlow() {
  const t = useTranslations('specialists');
  const opened = useModal('find_spec').isOpen;
  const choosing = useModal('find_spec_choose').isOpen;
  const details = useModal('specialist').isOpen;
  return (
    <>
      <Button onClick={() => openModal('find_spec')}>{t('open')}</Button>
      {(opened || choosing || details) && (
        <SpecialistsModals find={opened} choose={choosing} details={details} />
      )}
    </>
  );
}
