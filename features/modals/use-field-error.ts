'use client';

import { useTranslations } from 'next-intl';
import { EMAIL_MAX, EMAIL_MIN } from '@/lib/validation/email-limits';
import { validationKeys, type ValidationKey } from '@/lib/validation/messages';

const limits: Partial<Record<ValidationKey, number>> = {
  min_length: EMAIL_MIN,
  max_length: EMAIL_MAX,
};

/** Turns a zod message key of lib/validation into the visitor's language; unknown keys read 'Error' (spec 5). */
export function useFieldError() {
  const t = useTranslations('validation');
  return (error: { message?: string } | undefined, n?: number): string | undefined => {
    if (!error) return undefined;
    const key = error.message as ValidationKey;
    if (!key || !(validationKeys as readonly string[]).includes(key)) return t('error');
    return t(key, { n: n ?? limits[key] ?? 0 });
  };
}
