'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Field, Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { PhoneInput } from '@/components/phone-input';
import {
  formFailureKey,
  isRetryLater,
  openModal,
  useFieldError,
  useModal,
} from '@/features/modals';
import { browserApi } from '@/lib/api/browser';
import type { ApiError } from '@/lib/api';
import { log } from '@/lib/log';
import {
  CV_ACCEPT,
  CV_SIGNATURE_BYTES,
  cvContentMatches,
  VACANCY_NAME_MAX,
  VACANCY_NAME_MIN,
} from '@/lib/validation/vacancy';
import { vacancyFormSchema, type VacancyFormValues } from '../schema';
import styles from './vacancies.module.scss';

export interface VacancyModalLabels {
  title: string;
  lead: string;
  name: string;
  phone: string;
  email: string;
  file: string;
  fileHint: string;
  send: string;
  sending: string;
  successTitle: string;
  successMessage: string;
}

const emptyValues: VacancyFormValues = { name: '', phone: '', email: '', file: null };

/** Whether the file is what its name says, read from its first bytes before it is sent. */
async function cvLooksRight(file: File): Promise<boolean> {
  return cvContentMatches(
    file.name,
    new Uint8Array(await file.slice(0, CV_SIGNATURE_BYTES).arrayBuffer()),
  );
}

/** The provider's reason, already in the visitor's language: its detail, else its first field message. */
function providerReason(error: ApiError): string | null {
  return error.detail ?? Object.values(error.fields ?? {}).flat()[0] ?? null;
}

/**
 * The vacancy application (spec 2 modal 'contact', spec 5 rules, spec 7 multipart call). Errors show
 * after the first submit. A CV whose content is not the type its name claims is refused before it
 * is sent. A refused application (400: a file the provider does not accept), or one the visitor can
 * send by waiting (429, 507), keeps the form open with what was typed and says why (issues 26, 27,
 * over spec 8's clear-and-close); any other failure is only logged and the form cleared and closed.
 */
export function VacancyModal({ labels }: { labels: VacancyModalLabels }) {
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, payload, close } = useModal('contact');
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VacancyFormValues>({
    resolver: zodResolver(vacancyFormSchema),
    defaultValues: emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const finish = () => {
    setFailure(null);
    reset(emptyValues);
    close();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!payload) return;
    setFailure(null);
    if (values.file && !(await cvLooksRight(values.file))) {
      setError('file', { message: 'invalid_file_type' });
      return;
    }
    const result = await browserApi(locale).forms.vacancy({
      vacancyId: payload.vacancyId,
      name: values.name,
      phone: values.phone,
      email: values.email,
      file: values.file ?? null,
    });
    if (!result.ok && (result.status === 400 || isRetryLater(result.status))) {
      log.warn(`vacancy application refused with ${result.status}`, result.error);
      setFailure(
        (result.status === 400 && providerReason(result.error)) ||
          tModals(formFailureKey(result.status)),
      );
      return;
    }
    finish();
    if (result.ok) {
      openModal('success', { title: labels.successTitle, message: labels.successMessage });
      return;
    }
    log.error(`vacancy application failed with ${result.status}`, result.error);
  });

  const nameLimit = errors.name?.message === 'max_length' ? VACANCY_NAME_MAX : VACANCY_NAME_MIN;
  return (
    <Modal
      open={isOpen}
      onClose={finish}
      name="contact"
      title={payload?.title ?? labels.title}
      closeLabel={tModals('close')}
    >
      <p className={styles.lead}>{labels.lead}</p>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <Input
          id={`${id}-name`}
          label={labels.name}
          autoComplete="name"
          required
          maxLength={VACANCY_NAME_MAX}
          error={fieldError(errors.name, nameLimit)}
          {...register('name')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={`${id}-phone`}
              name={field.name}
              label={labels.phone}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              error={fieldError(errors.phone)}
            />
          )}
        />
        <Input
          id={`${id}-email`}
          type="email"
          label={labels.email}
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <Field
              id={`${id}-file`}
              label={labels.file}
              hint={labels.fileHint}
              error={fieldError(errors.file)}
            >
              {(aria) => (
                <input
                  {...aria}
                  id={`${id}-file`}
                  name={field.name}
                  ref={field.ref}
                  type="file"
                  accept={CV_ACCEPT}
                  required
                  className={styles.file}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
          )}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? labels.sending : labels.send}
        </Button>
      </form>
    </Modal>
  );
}
