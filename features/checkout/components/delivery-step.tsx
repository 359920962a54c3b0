'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { AddressForm, deliveryCities, useAddresses, WithCities } from '@/features/account/client';
import { useIsAuth, useUser, type Profile } from '@/features/auth/client';
import type { Cart, Region, SetDeliveryInput } from '@/lib/api';
import { readDraft, saveDraft, textFields } from '@/lib/checkout/draft';
import type { AddressInput } from '@/lib/validation/auth';
import { useSetDelivery } from '../mutations';
import styles from './checkout.module.scss';
import { FailureAlert } from './failure-alert';
import type { StepProps } from './step-props';
import { failureOfError } from './step-failure';

/** The recipient defaults to whoever gave their details in the previous step. */
function contactOf(cart: Cart, user: Profile | null) {
  if (user) return { first_name: user.first_name, last_name: user.last_name, phone: user.phone };
  const [first = '', ...rest] = (cart.user_details?.full_name ?? '').split(' ');
  return { first_name: first, last_name: rest.join(' '), phone: cart.user_details?.phone ?? '' };
}

const addressFields = [
  'first_name',
  'last_name',
  'phone',
  'city',
  'street',
  'house',
  'apartment',
] as const;

/**
 * Issue 39: the address form opens with what the shopper last typed (a language switch), else the
 * address the cart holds (saved before, or given back with the items after a declined card), else
 * the contact of the previous step. `city` is the form's city id, found by the cart's city name.
 */
function addressStart(cart: Cart, user: Profile | null, regions: Region[]): Partial<AddressInput> {
  const typed = readDraft().address;
  if (typed) return typed;
  const saved = cart.delivery_details?.address;
  if (!saved) return contactOf(cart, user);
  const city = deliveryCities(regions).find((candidate) => candidate.name === saved.city);
  return {
    first_name: saved.first_name,
    last_name: saved.last_name,
    phone: saved.phone,
    city: city ? String(city.id) : '',
    street: saved.street,
    house: saved.house,
    apartment: saved.apartment,
  };
}

/**
 * Spec 4 'Ordering flow', delivery: pickup, one of a signed-in customer's saved addresses (the
 * account's addresses query, the one list the profile dialog edits), or a new address.
 */
export function DeliveryStep({ cart, onBack, onNext }: StepProps) {
  const t = useTranslations('checkout');
  const signedIn = useIsAuth();
  const user = useUser();
  const id = useId();
  const [type, setType] = useState<'delivery' | 'pickup'>(
    cart.delivery_details?.delivery_type ?? 'delivery',
  );
  const [savedId, setSavedId] = useState<number | null>(null);
  const addresses = useAddresses();
  const setDelivery = useSetDelivery();
  const saved = signedIn ? (addresses.data ?? []) : [];
  // The step's failure shows from the mutation; the address form waits for the answer.
  const send = (delivery: SetDeliveryInput) =>
    setDelivery.mutateAsync({ cart, delivery }).then(onNext, () => undefined);
  const buttons = (onClick: () => void) => (
    <div className={styles.buttons}>
      <Button variant="secondary" onClick={onBack}>
        {t('back')}
      </Button>
      <Button disabled={setDelivery.isPending} onClick={onClick}>
        {t('toPayment')}
      </Button>
    </div>
  );

  return (
    <section className={styles.step}>
      <h2>{t('deliveryTitle')}</h2>
      <fieldset className={styles.choices}>
        <legend>{t('deliveryMethod')}</legend>
        {(['delivery', 'pickup'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t(`deliveryTypes.${value}`)}
          </label>
        ))}
      </fieldset>
      <FailureAlert failure={failureOfError(setDelivery.error, t('failure'))} />
      {type === 'pickup' ? (
        <>
          <p>{t('pickupNote')}</p>
          {buttons(() => void send({ delivery_type: 'pickup' }))}
        </>
      ) : (
        <>
          {saved.length > 0 && (
            <fieldset className={styles.choices}>
              <legend>{t('savedAddress')}</legend>
              {saved.map((address) => (
                <label key={address.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-saved`}
                    checked={savedId === address.id}
                    onChange={() => setSavedId(address.id)}
                  />
                  {address.city_name}, {address.street} {address.house}, {address.apartment}
                </label>
              ))}
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-saved`}
                  checked={savedId === null}
                  onChange={() => setSavedId(null)}
                />
                {t('newAddress')}
              </label>
            </fieldset>
          )}
          {savedId !== null ? (
            buttons(() => void send({ delivery_type: 'delivery', address_id: savedId }))
          ) : (
            <WithCities>
              {(regions) => (
                <AddressForm
                  regions={regions}
                  initial={addressStart(cart, user, regions)}
                  onDraft={(values) => saveDraft('address', textFields(values, addressFields))}
                  submitLabel={t('toPayment')}
                  busyLabel={t('working')}
                  onCancel={onBack}
                  cancelLabel={t('back')}
                  onSubmit={(values, cityName) =>
                    send({
                      delivery_type: 'delivery',
                      first_name: values.first_name,
                      last_name: values.last_name,
                      phone: values.phone,
                      city: cityName,
                      street: values.street,
                      house: values.house,
                      apartment: values.apartment,
                    })
                  }
                />
              )}
            </WithCities>
          )}
        </>
      )}
    </section>
  );
}
