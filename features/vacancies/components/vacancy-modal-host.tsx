'use client';

import { lazyPart } from '@/components/lazy-part';
import { useModal } from '@/features/modals';
import type { VacancyModalLabels } from './vacancy-modal';

// The form's code (react-hook-form, zod, the phone mask) loads when a visitor first applies.
const VacancyModal = lazyPart(() => import('./vacancy-modal').then((m) => m.VacancyModal));

export function VacancyModalHost({ labels }: { labels: VacancyModalLabels }) {
  const { isOpen } = useModal('contact');
  return isOpen ? <VacancyModal labels={labels} /> : null;
}
