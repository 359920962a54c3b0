'use client';

import { Button } from '@/components/button';
import { openModal } from '@/features/modals';

/** Opens the application modal (spec 2 'contact') for one vacancy. */
export function ApplyButton({
  vacancyId,
  title,
  children,
}: {
  vacancyId: number;
  title: string;
  children: string;
}) {
  return <Button onClick={() => openModal('contact', { vacancyId, title })}>{children}</Button>;
}
