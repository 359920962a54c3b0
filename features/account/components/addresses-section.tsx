'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import type { UserAddress } from '@/lib/api';
import { useAddresses, useAddressMutations, useRegions } from '../queries';
import { AddressForm, WithCities } from './address-form';
import styles from './account.module.scss';
import { failureMessage } from './failure-message';
import { ReadFailed } from './read-failed';

/** The profile's addresses: list, add, edit, and delete after a question. */
export function AddressesSection() {
  const t = useTranslations('account');
  const list = useAddresses();
  // The cities are read while the list shows, so the form opens with them (address-form.tsx WithCities).
  useRegions();
  const { save, remove } = useAddressMutations();
  const [editing, setEditing] = useState<UserAddress | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addresses = list.data;
  if (!addresses)
    return list.isError ? (
      <ReadFailed message={t('addressesFailed')} query={list} />
    ) : (
      <p className={styles.muted}>…</p>
    );
  if (editing) {
    const initial = editing === 'new' ? undefined : { ...editing, city: editing.city };
    return (
      <WithCities>
        {(regions) => (
          <AddressForm
            regions={regions}
            initial={initial}
            submitLabel={t('save')}
            busyLabel={t('saving')}
            cancelLabel={t('cancel')}
            onCancel={() => setEditing(null)}
            failure={failure}
            onSubmit={async (values) => {
              try {
                await save.mutateAsync({ id: editing === 'new' ? null : editing.id, values });
              } catch (error) {
                setFailure(failureMessage(error) ?? t('failure'));
                return;
              }
              setFailure(null);
              setEditing(null);
            }}
          />
        )}
      </WithCities>
    );
  }
  return (
    <>
      {addresses.length ? (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <strong>
                {address.first_name} {address.last_name}, {address.phone}
              </strong>
              <span>
                {address.city_name}, {address.street} {address.house}, {address.apartment}
              </span>
              <AddressActions
                label={`${address.city_name}, ${address.street} ${address.house}`}
                onEdit={() => setEditing(address)}
                onDelete={() => remove.mutate(address.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noAddresses')}</p>
      )}
      <div>
        <Button onClick={() => setEditing('new')}>{t('addAddress')}</Button>
      </div>
    </>
  );
}

/** Edit, and delete after a question in place: focus goes to "keep" and back to "delete" if kept. */
function AddressActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('account');
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const question = useId();
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current ||= asking;
  }, [asking]);
  if (asking)
    return (
      <div className={styles.actions} role="group" aria-labelledby={question}>
        <p id={question}>{t('confirmDeleteAddress', { address: label })}</p>
        <Button size="small" variant="secondary" onClick={onDelete}>
          {t('confirmDelete')}
        </Button>
        <Button size="small" variant="ghost" ref={keep} onClick={() => setAsking(false)}>
          {t('keepAddress')}
        </Button>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button size="small" variant="secondary" onClick={onEdit}>
        {t('editAddress')}
      </Button>
      <Button size="small" variant="ghost" ref={remove} onClick={() => setAsking(true)}>
        {t('deleteAddress')}
      </Button>
    </div>
  );
}
