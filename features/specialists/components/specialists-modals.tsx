'use client';

import Image from 'next/image';
import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { openCallBack } from '@/features/layout/client';
import { openModal, useModal } from '@/features/modals';
import type { Specialist, SpecialistCities } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { formatMoney } from '@/lib/money';
import { ratingStars, roundRating } from '../rating';
import { useSpecialistsStore } from '../store';
import styles from './specialists.module.scss';

type Load<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: T };

/** Fetches once per key; a failure is logged and offered again (spec 8: data fetch failures are logged). */
function useLoad<T>(key: string | null, load: () => Promise<{ ok: true; data: T } | { ok: false; status: number }>) {
  const [attempt, setAttempt] = useState(0);
  const [entry, setEntry] = useState<{ tag: string; result: Load<T> } | null>(null);
  const tag = `${key}#${attempt}`;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    load().then(
      (answer) => {
        if (!live) return;
        if (!answer.ok) log.warn(`specialists ${key} failed with ${answer.status}`);
        setEntry({ tag, result: answer.ok ? { state: 'done', data: answer.data } : { state: 'failed' } });
      },
      (error: unknown) => {
        log.warn(`specialists ${key} failed`, error);
        if (live) setEntry({ tag, result: { state: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure every render; the tag alone says when to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
  const result: Load<T> = entry && entry.tag === tag ? entry.result : { state: 'loading' };
  return { result, retry: () => setAttempt((n) => n + 1) };
}

function Stars({ rating }: { rating: number }) {
  const t = useTranslations('specialists');
  const { full, half, empty } = ratingStars(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('rating', { rating: roundRating(rating) })}>
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
export function FindSpecModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale() as Locale;
  const { isOpen, close } = useModal('find_spec');
  const { city, setCity } = useSpecialistsStore();
  const id = useId();
  const { result, retry } = useLoad<SpecialistCities>(isOpen ? `cities-${locale}` : null, () => browserApi(locale).pages.specialistCities());
  const cities = result.state === 'done' ? result.data : null;
  const chosen = city ?? cities?.default ?? '';
  return (
    <Modal open={isOpen} onClose={close} name="find_spec" title={t('chooseCityTitle')} closeLabel={tModals('close')} size="small">
      {result.state === 'failed' && <Failed onRetry={retry} />}
      {result.state === 'loading' && <p role="status">{t('loading')}</p>}
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
          <select id={`${id}-city`} className={styles.select} value={chosen} onChange={(event) => setCity(event.target.value)}>
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
export function ChooseModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale() as Locale;
  const { isOpen, close } = useModal('find_spec_choose');
  const city = useSpecialistsStore((state) => state.city) ?? 'chisinau';
  const { result, retry } = useLoad(isOpen ? `list-${locale}-${city}` : null, () => browserApi(locale).pages.specialists(city));
  const list = result.state === 'done' ? result.data.results : [];
  const cityName = list[0]?.city ?? '';
  return (
    <Modal open={isOpen} onClose={close} name="find_spec_choose" title={cityName ? t('listTitle', { city: cityName }) : t('open')} closeLabel={tModals('close')} size="large">
      {result.state === 'failed' && <Failed onRetry={retry} />}
      {result.state === 'loading' && <p role="status">{t('loading')}</p>}
      {result.state === 'done' && list.length === 0 && <p>{t('empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((specialist) => (
            <li key={specialist.id} className={styles.item}>
              {specialist.photo && <Image src={specialist.photo} alt="" width={72} height={72} className={styles.photo} />}
              <div className={styles.itemBody}>
                <h3 className={styles.name}>{specialist.name}</h3>
                <p className={styles.muted}>{specialist.specialty}</p>
                <Stars rating={specialist.rating} />
                <p className={styles.muted}>
                  {specialist.price > 0 ? t('priceFrom', { price: formatMoney(specialist.price, specialist.currency, locale) }) : t('free')} · {t('checks', { count: specialist.checks })}
                </p>
              </div>
              <div className={styles.itemActions}>
                <Button variant="secondary" size="small" onClick={() => openModal('specialist', { id: specialist.id })} aria-label={`${t('details')}: ${specialist.name}`}>
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
export function DetailsModal() {
  const t = useTranslations('specialists');
  const tModals = useTranslations('modals');
  const locale = useLocale() as Locale;
  const { isOpen, payload, close } = useModal('specialist');
  const id = payload?.id ?? null;
  const { result, retry } = useLoad<Specialist>(isOpen && id !== null ? `details-${locale}-${id}` : null, () => browserApi(locale).pages.specialist(id ?? 0));
  const specialist = result.state === 'done' ? result.data : null;
  return (
    <Modal open={isOpen} onClose={close} name="specialist" title={specialist?.name ?? t('details')} closeLabel={tModals('close')}>
      {result.state === 'failed' && <Failed onRetry={retry} />}
      {result.state === 'loading' && <p role="status">{t('loading')}</p>}
      {specialist && (
        <div className={styles.details}>
          <div className={styles.detailsHead}>
            {specialist.photo && <Image src={specialist.photo} alt="" width={96} height={96} className={styles.photo} />}
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
                    <dd>{entry.value > 0 ? formatMoney(entry.value, specialist.currency, locale) : t('free')}</dd>
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

