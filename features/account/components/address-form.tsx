'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { PhoneField } from '@/components/phone-input';
import { useFieldError } from '@/features/modals';
import type { Region } from '@/lib/api';
import { addressSchema, type AddressInput } from '@/lib/validation/auth';
import { useRegions } from '../queries';
import { ReadFailed } from './read-failed';
import styles from './account.module.scss';

/** Spec 5 'Delivery': the cities offered first, then every delivery city of the regions list. */
export function deliveryCities(regions: Region[]) {
  return regions.flatMap((region) =>
    region.cities.map((city) => ({ id: city.id, name: city.name, region: region.name })),
  );
}

/**
 * The address form's cities (spec 7 GET /localities/regions): the form waits for them, as a select
 * without its options would drop the address's city, and a failed read offers to read them again
 * rather than a list with no city to choose.
 */
export function WithCities({ children }: { children: (regions: Region[]) => ReactNode }) {
  const t = useTranslations('account');
  const regions = useRegions();
  if (regions.data) return children(regions.data);
  if (!regions.isError)
    return (
      <p className={styles.muted} role="status">
        {t('citiesLoading')}
      </p>
    );
  return <ReadFailed message={t('citiesFailed')} query={regions} />;
}

/** An address with spec 5's delivery rules; the profile and the checkout's delivery step use it. */
export function AddressForm({
  regions,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  cancelLabel,
  failure,
  onDraft,
}: {
  regions: Region[];
  initial?: Partial<AddressInput>;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: AddressInput, cityName: string) => Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
  failure?: string | null;
  /** Called with the values as they are typed (the checkout keeps them across a page load). */
  onDraft?: (values: Partial<AddressInput>) => void;
}) {
  const t = useTranslations('checkout');
  const fieldError = useFieldError();
  const id = useId();
  const [pending, setPending] = useState(false);
  const cities = deliveryCities(regions);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    subscribe,
    formState: { errors, isSubmitted },
  } = useForm<AddressInput>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      delivery_type: 'delivery',
      first_name: '',
      last_name: '',
      phone: '',
      street: '',
      house: '',
      apartment: '',
      ...initial,
    },
  });
  const draft = useRef(onDraft);
  useEffect(() => {
    draft.current = onDraft;
  });
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => draft.current?.(values),
    });
  }, [subscribe]);
  // Issue 39: spec 5 requires the apartment; a house has none, so one tick fills it for them.
  const houseValue = t('houseNoApartmentValue');
  const [house, setHouse] = useState(initial?.apartment === houseValue);
  const chooseHouse = (checked: boolean) => {
    setHouse(checked);
    setValue('apartment', checked ? houseValue : '', { shouldValidate: isSubmitted });
  };
  const submit = handleSubmit(async (values) => {
    setPending(true);
    try {
      const city = cities.find((candidate) => candidate.id === Number(values.city));
      await onSubmit(values, city?.name ?? '');
    } finally {
      setPending(false);
    }
  });
  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      <div className={styles.row}>
        <Input
          id={`${id}-first`}
          label={t('firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name)}
          {...register('first_name')}
        />
        <Input
          id={`${id}-last`}
          label={t('lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name)}
          {...register('last_name')}
        />
      </div>
      <PhoneField
        control={control}
        name="phone"
        id={`${id}-phone`}
        label={t('phone')}
        error={fieldError(errors.phone)}
      />
      <div className={styles.selectField}>
        <label htmlFor={`${id}-city`}>{t('city')}</label>
        <select
          id={`${id}-city`}
          aria-invalid={errors.city ? true : undefined}
          aria-describedby={errors.city ? `${id}-city-error` : undefined}
          {...register('city')}
        >
          <option value="">{t('chooseCity')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {errors.city && (
          <p id={`${id}-city-error`} className={styles.error} role="alert">
            {fieldError(errors.city)}
          </p>
        )}
      </div>
      <Input
        id={`${id}-street`}
        label={t('street')}
        autoComplete="address-line1"
        error={fieldError(errors.street, 128)}
        {...register('street')}
      />
      <div className={styles.row}>
        <Input
          id={`${id}-house`}
          label={t('house')}
          error={fieldError(errors.house, 16)}
          {...register('house')}
        />
        <div>
          <Input
            id={`${id}-apartment`}
            label={t('apartment')}
            autoComplete="address-line2"
            readOnly={house}
            error={fieldError(errors.apartment, 16)}
            {...register('apartment')}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={house}
              onChange={(event) => chooseHouse(event.target.checked)}
            />
            {t('houseNoApartment')}
          </label>
        </div>
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
