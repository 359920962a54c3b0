'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { staffRequest } from './staff-request';

export function StaffSignOutButton({ home }: { home: string }) {
  const t = useTranslations('staff.nav');
  const locale = useLocale();
  const router = useRouter();
  return (
    <Button
      variant="secondary"
      size="small"
      onClick={async () => {
        await staffRequest('session/', { method: 'DELETE', locale }).catch(() => undefined);
        router.push(home);
        router.refresh();
      }}
    >
      {t('signOut')}
    </Button>
  );
}
