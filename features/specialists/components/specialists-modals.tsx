'use client';

import Image from 'next/image';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { openCallBack } from '@/features/modals';
import { openModal, useModal } from '@/features/modals';
import type { ApiResult } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import { log } from '@/lib/log';
import { formatMoney } from '@/lib/money';
import { dataOf } from '@/lib/query/failure';
import { QueryProvider } from '@/lib/query/provider';
import { ratingStars, roundRating } from '../rating';
import { useSpecialistsStore } from '../store';
import styles from './specialists.module.scss';

/**
 * The finder's lookups (cities, the specialists of a city, one specialist) as queries keyed by what
 * they ask, in the page's language: a city seen once opens at once. A failure is logged (spec 8:
 * data fetch failures are logged) and offered again.
 */
function useLookup<T>(
  key: readonly unknown[],
  enabled: boolean,
  load: () => Promise<ApiResult<T>>,
) {
  const query = useQuery({
    queryKey: ['specialists', ...key],
    enabled,
    queryFn: async () => {
      const answer = await load();
      if (!answer.ok) log.warn(`specialists ${key.join(' ')} failed with ${answer.status}`);
      return dataOf(answer);
    },
  });
  return {
    data: query.data,
    failed: query.isError,
    loading: query.isPending,
    retry: () => void query.refetch(),
  };
}

/** The three modals of the flow, under the page's query client; they load with the first opening. */
export function SpecialistsModals({
  find,
  choose,
  details,
}: {
  find: boolean;
  choose: boolean;
  details: boolean;
}) {
  return (
    <QueryProvider>
      {find && <FindSpecModal />}
      {choose && <ChooseModal />}
      {details && <DetailsModal />}
    </QueryProvider>
  );
}

function Stars({ rating }: { rating: number }) {
  const t = useTranslations('specialists');
  const { full, half, empty } = ratingStars(rating);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('rating', { rating: roundRating(rating) })}
    >
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {half && <span className={styles.half}>★</span>}
        {'☆'.repeat(empty)}
      </span>
    </span>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('specialists');
  return (
    <div role="alert" className={styles.failed}>
      <p>{t('failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** find_spec: choose a city (default Chisinau, spec 2). */
function FindSpecModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, close } = useModal('find_spec');
  const { city, setCity } = useSpecialistsStore();
  const id = useId();
  const result = useLookup(['cities', locale], isOpen, () =>
    browserApi(locale).pages.specialistCities(),
  );
  const cities = result.data ?? null;
  const chosen = city ?? cities?.default ?? '';
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="find_spec"
      title={t('chooseCityTitle')}
      closeLabel={tModals('close')}
      size="small"
    >
      {result.failed && <Failed onRetry={result.retry} />}
      {result.loading && !result.failed && <p role="status">{t('loading')}</p>}
      {cities && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setCity(chosen);
            openModal('find_spec_choose');
          }}
        >
          <label htmlFor={`${id}-city`} className={styles.label}>
            {t('city')}
          </label>
          <select
            id={`${id}-city`}
            className={styles.select}
            value={chosen}
            onChange={(event) => setCity(event.target.value)}
          >
            {cities.cities.map((entry) => (
              <option key={entry.key} value={entry.key}>
                {entry.name}
              </option>
            ))}
          </select>
          <Button type="submit" block>
            {t('show')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** find_spec_choose: the list with photo, name, rating, price and checks. */
function ChooseModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, close } = useModal('find_spec_choose');
  const city = useSpecialistsStore((state) => state.city) ?? 'chisinau';
  const result = useLookup(['list', locale, city], isOpen, () =>
    browserApi(locale).pages.specialists(city),
  );
  const list = result.data?.results ?? [];
  const cityName = list[0]?.city ?? '';
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="find_spec_choose"
      title={cityName ? t('listTitle', { city: cityName }) : t('open')}
      closeLabel={tModals('close')}
      size="large"
    >
      {result.failed && <Failed onRetry={result.retry} />}
      {result.loading && !result.failed && <p role="status">{t('loading')}</p>}
      {result.data && list.length === 0 && <p>{t('empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((specialist) => (
            <li key={specialist.id} className={styles.item}>
              {specialist.photo && (
                <Image
                  src={specialist.photo}
                  alt=""
                  width={72}
                  height={72}
                  className={styles.photo}
                />
              )}
              <div className={styles.itemBody}>
                <h3 className={styles.name}>{specialist.name}</h3>
                <p className={styles.muted}>{specialist.specialty}</p>
                <Stars rating={specialist.rating} />
                <p className={styles.muted}>
                  {specialist.price > 0
                    ? t('priceFrom', {
                        price: formatMoney(specialist.price, specialist.currency, locale),
                      })
                    : t('free')}{' '}
                  · {t('checks', { count: specialist.checks })}
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => openModal('specialist', { id: specialist.id })}
                  aria-label={`${t('details')}: ${specialist.name}`}
                >
                  {t('details')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.footer}>
        <Button variant="ghost" onClick={() => openModal('find_spec')}>
          {t('changeCity')}
        </Button>
      </p>
    </Modal>
  );
}

/** specialist: prices, phones and e-mail; "choose" asks for a call back to arrange the visit. */
function DetailsModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale();
  const { isOpen, payload, close } = useModal('specialist');
  const id = payload?.id ?? null;
  const result = useLookup(['details', locale, id], isOpen && id !== null, () =>
    browserApi(locale).pages.specialist(id ?? 0),
  );
  const specialist = result.data ?? null;
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="specialist"
      title={specialist?.name ?? t('details')}
      closeLabel={tModals('close')}
    >
      {result.failed && <Failed onRetry={result.retry} />}
      {result.loading && !result.failed && <p role="status">{t('loading')}</p>}
      {specialist && (
        <div className={styles.details}>
          <div className={styles.detailsHead}>
            {specialist.photo && (
              <Image
                src={specialist.photo}
                alt=""
                width={96}
                height={96}
                className={styles.photo}
              />
            )}
            <div>
              <p className={styles.muted}>
                {specialist.specialty} · {specialist.city}
              </p>
              <Stars rating={specialist.rating} />
              <p className={styles.muted}>{t('checks', { count: specialist.checks })}</p>
            </div>
          </div>
          {specialist.prices.length > 0 && (
            <>
              <h3>{t('prices')}</h3>
              <dl className={styles.table}>
                {specialist.prices.map((entry) => (
                  <div key={entry.name}>
                    <dt>{entry.name}</dt>
                    <dd>
                      {entry.value > 0
                        ? formatMoney(entry.value, specialist.currency, locale)
                        : t('free')}
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {specialist.phones.length > 0 && (
            <>
              <h3>{t('phones')}</h3>
              <dl className={styles.table}>
                {specialist.phones.map((entry) => (
                  <div key={entry.value}>
                    <dt>{entry.name}</dt>
                    <dd>
                      <a href={`tel:${entry.value.replace(/[^\d+]/g, '')}`}>{entry.value}</a>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          {specialist.email && (
            <p>
              {t('email')}: <a href={`mailto:${specialist.email}`}>{specialist.email}</a>
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => openModal('find_spec_choose')}>
              {t('back')}
            </Button>
            <Button onClick={openCallBack}>{t('choose')}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
