'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/button';
import type { LeadKind, LeadStatusValue } from '@/lib/api/schemas/staff';
import { staffRequest } from './staff-request';
import styles from './staff.module.scss';

const statuses: LeadStatusValue[] = ['new', 'in_progress', 'done'];

/** Buttons that mark one lead new, in progress or done (the current status is not offered). */
export function LeadActions({
  kind,
  id,
  name,
  status,
}: {
  kind: LeadKind;
  id: number;
  name: string;
  status: LeadStatusValue;
}) {
  const t = useTranslations('staff.leads');
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.leadButtons}>
      {statuses
        .filter((to) => to !== status)
        .map((to) => (
          <Button
            key={to}
            size="small"
            variant={to === 'done' ? 'primary' : 'secondary'}
            disabled={pending}
            aria-label={t('mark', { name: name || '—', status: t(`statuses.${to}`) })}
            onClick={async () => {
              setPending(true);
              setFailed(false);
              const answer = await staffRequest(`leads/${kind}/${id}/`, {
                method: 'PATCH',
                locale,
                json: { status: to },
              }).catch(() => null);
              setPending(false);
              if (answer?.status === 200) router.refresh();
              else setFailed(true);
            }}
          >
            {t(`statuses.${to}`)}
          </Button>
        ))}
      {failed ? (
        <span role="alert" className={styles.formError}>
          {t('failed')}
        </span>
      ) : null}
    </div>
  );
}
