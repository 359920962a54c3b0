'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { z } from '@/lib/validation/zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { PhoneField } from '@/components/phone-input';
import { browserApi } from '@/lib/api/browser';
import { log } from '@/lib/log';
import { phoneSchema } from '@/lib/validation/phone';
import { formFailureKey, type FormFailureKey } from '../failure';
import { openModal, useModal, type ModalName } from '../store';
import { useFieldError } from '../use-field-error';
import styles from './modals.module.scss';

const NAME_MAX = 64;
const callBackSchema = z.object({
  phone: phoneSchema,
  name: z.string().trim().max(NAME_MAX, 'max_length'),
});
type CallBackValues = z.infer<typeof callBackSchema>;

/**
 * The call-back request (spec 2: order_call on desktop, mobile-call-popup on small screens): phone
 * with the spec 5 mask, name optional, POST /feedbacks/contact_us/; success opens the success modal.
 */
export function CallBackModal({
  name,
}: {
  name: Extract<ModalName, 'order_call' | 'mobile-call-popup'>;
}) {
  const t = useTranslations('modals');
  const tCommon = useTranslations('common');
  const locale = useLocale();
  const { isOpen, close } = useModal(name);
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<FormFailureKey | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, isValid },
  } = useForm<CallBackValues>({
    resolver: zodResolver(callBackSchema),
    defaultValues: { phone: '', name: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await browserApi(locale).forms.contactUs(values);
    if (result.ok) {
      openModal('success');
      return;
    }
    // Spec 8: a failed call-back shows 'Something went wrong' (a 429: wait a few minutes); the status goes to the log.
    log.error(`contact_us failed with ${result.status}`, result.error);
    setFailure(formFailureKey(result.status));
  });

  return (
    <Modal
      open={isOpen}
      onClose={close}
      name={name}
      title={t('callBackTitle')}
      closeLabel={t('close')}
      size="small"
    >
      <p className={styles.lead}>{t('callBackLead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <PhoneField
          control={control}
          name="phone"
          id={`${id}-phone`}
          label={t('phoneLabel')}
          error={fieldError(errors.phone)}
        />
        <Input
          id={`${id}-name`}
          label={t('nameLabel')}
          optional={t('optional')}
          autoComplete="name"
          maxLength={NAME_MAX}
          error={fieldError(errors.name, NAME_MAX)}
          {...register('name')}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {t(failure)}
          </p>
        )}
        <Button type="submit" block disabled={isSubmitting || (isSubmitted && !isValid)}>
          {isSubmitting ? t('sending') : t('send')}
        </Button>
        <p className={styles.note}>
          {t('orCall', { phone: '' })}
          <a href={`tel:${tCommon('phone').replace(/\s/g, '')}`}>{tCommon('phone')}</a>
        </p>
      </form>
    </Modal>
  );
}
