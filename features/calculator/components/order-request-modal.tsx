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
import {
  formFailureKey,
  openModal,
  useFieldError,
  useModal,
  type FormFailureKey,
} from '@/features/modals';
import type { CalculatorConfiguration } from '@/lib/api/types/calculator';
import { browserApi } from '@/lib/api/browser';
import { log } from '@/lib/log';
import {
  ORDER_REQUEST_NAME_MAX as NAME_MAX,
  orderRequestNameSchema,
} from '@/lib/validation/order-request';
import { phoneSchema } from '@/lib/validation/phone';
import styles from './configurator.module.scss';

const orderRequestSchema = z.object({ name: orderRequestNameSchema, phone: phoneSchema });
type OrderRequestValues = z.infer<typeof orderRequestSchema>;

/** The product configuration buffered for the request: spec 5 needs both ids in it. */
export interface BufferedConfiguration {
  calculatorId: number | null;
  configuration: CalculatorConfiguration | null;
}

/**
 * 'Order by phone' (spec 5 'Cart order request'): name and phone about the configured product. Without
 * calculator_id and calculator_type_id in the buffer it does nothing, as the spec says; a failure
 * shows 'Something went wrong'.
 */
export function OrderRequestModal({ buffer }: { buffer: BufferedConfiguration }) {
  const t = useTranslations('calculator');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, close } = useModal('order_cart');
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<FormFailureKey | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, isValid },
  } = useForm<OrderRequestValues>({
    resolver: zodResolver(orderRequestSchema),
    defaultValues: { name: '', phone: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    const { calculatorId, configuration } = buffer;
    if (!calculatorId || !configuration?.calculator_type_id) return;
    setFailure(null);
    const result = await browserApi(locale).calculator.orderRequest({
      client_name: values.name,
      client_phone: values.phone,
      calculator_id: calculatorId,
      calculator_type_id: configuration.calculator_type_id,
      configuration: { ...configuration },
    });
    if (result.ok) {
      openModal('success');
      return;
    }
    log.error(`order-request failed with ${result.status}`, result.error);
    setFailure(formFailureKey(result.status));
  });

  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="order_cart"
      title={t('orderByPhone')}
      closeLabel={tModals('close')}
      size="small"
    >
      <p className={styles.lead}>{t('orderLead')}</p>
      <form noValidate onSubmit={onSubmit} className={styles.orderForm}>
        <Input
          id={`${id}-name`}
          label={tModals('nameLabel')}
          autoComplete="name"
          maxLength={NAME_MAX}
          error={fieldError(errors.name, NAME_MAX)}
          {...register('name')}
        />
        <PhoneField
          control={control}
          name="phone"
          id={`${id}-phone`}
          label={tModals('phoneLabel')}
          error={fieldError(errors.phone)}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {tModals(failure)}
          </p>
        )}
        <Button type="submit" block disabled={isSubmitting || (isSubmitted && !isValid)}>
          {isSubmitting ? tModals('sending') : tModals('send')}
        </Button>
      </form>
    </Modal>
  );
}
