'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { openModal, useModal } from '@/features/modals';

// The modals' code loads when the visitor first opens the finder, not with the home page.
const FindSpecModal = dynamic(() => import('./specialists-modals').then((m) => m.FindSpecModal));
const ChooseModal = dynamic(() => import('./specialists-modals').then((m) => m.ChooseModal));
const DetailsModal = dynamic(() => import('./specialists-modals').then((m) => m.DetailsModal));

/** The specialist flow of spec 2: find_spec → find_spec_choose → specialist (or selection). */
export function SpecialistsFlow() {
  const t = useTranslations('specialists');
  const opened = useModal('find_spec').isOpen;
  const choosing = useModal('find_spec_choose').isOpen;
  const details = useModal('specialist').isOpen;
  return (
    <>
      <Button onClick={() => openModal('find_spec')}>{t('open')}</Button>
      {opened && <FindSpecModal />}
      {choosing && <ChooseModal />}
      {details && <DetailsModal />}
    </>
  );
}
