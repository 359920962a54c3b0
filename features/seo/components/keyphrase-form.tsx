'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { KEYPHRASE_MAX_LENGTH } from '@/lib/api/schemas/seo-keyphrases';
import type { Locale } from '@/lib/i18n/locales';
import { z } from '@/lib/validation/zod';
import styles from './seo-analysis.module.scss';

const keyphraseFormSchema = z.object({
  keyphrase: z.string().trim().max(KEYPHRASE_MAX_LENGTH),
});
type KeyphraseFormValues = z.infer<typeof keyphraseFormSchema>;

/**
 * Issue 42: sets the focus keyphrase of one page in one language (POST /api/staff/seo-keyphrases/
 * with the staff session cookie); the page is then rendered again with its analysis.
 */
export function KeyphraseForm({
  path,
  pageLocale,
  language,
  initial,
}: {
  path: string;
  pageLocale: Locale;
  language: string;
  initial: string;
}) {
  const t = useTranslations('seoPage');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [outcome, setOutcome] = useState<'saved' | 'removed' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<KeyphraseFormValues>({
    resolver: zodResolver(keyphraseFormSchema),
    defaultValues: { keyphrase: initial },
  });

  const save = async ({ keyphrase }: KeyphraseFormValues) => {
    setOutcome(null);
    try {
      const response = await fetch('/backend/api/staff/seo-keyphrases/', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
        body: JSON.stringify({ path, locale: pageLocale, keyphrase }),
      });
      if (response.status !== 200 && response.status !== 204) {
        setOutcome('failed');
        return;
      }
      setOutcome(response.status === 200 ? 'saved' : 'removed');
      router.refresh();
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <form className={styles.keyphraseForm} onSubmit={handleSubmit(save)} noValidate>
      <Input
        id={`${id}-keyphrase`}
        label={t('keyphraseLabel', { language })}
        hint={t('keyphraseHint')}
        lang={pageLocale}
        maxLength={KEYPHRASE_MAX_LENGTH}
        autoComplete="off"
        error={errors.keyphrase ? t('keyphraseTooLong', { max: KEYPHRASE_MAX_LENGTH }) : undefined}
        {...register('keyphrase')}
      />
      <Button type="submit" size="small" disabled={isSubmitting}>
        {t('keyphraseSave')}
      </Button>
      <p
        role="status"
        aria-live="polite"
        className={outcome === 'failed' ? styles.failed : styles.saved}
      >
        {outcome ? t(`keyphrase_${outcome}`) : ''}
      </p>
    </form>
  );
}
