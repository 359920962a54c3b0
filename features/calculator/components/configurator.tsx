'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { Button } from '@/components/button';
import { useCartActions } from '@/features/cart';
import { openModal, useModal } from '@/features/modals';
import type { CalculatorType } from '@/lib/api/types/calculator';
import { browserApi } from '@/lib/api/browser';
import { localeIso, type Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { formatMoney } from '@/lib/money/format';
import { configurationQueryString, parseConfigurationQuery, type ConfigurationQuery } from '../configuration-query';
import { drawingModel } from '../drawing';
import { livePrice, priceListOf } from '../live-price';
import { createCalculatorStore, toCalculatorConfiguration } from '../store';
import { FeatureGroup } from './feature-group';
import { SizeFields } from './size-fields';
import { WindowDrawing } from './window-drawing';
import styles from './configurator.module.scss';

const OrderRequestModal = dynamic(() => import('./order-request-modal').then((m) => m.OrderRequestModal));

export interface ConfiguratorProps {
  type: CalculatorType;
  query: ConfigurationQuery;
  /** MDL per EUR in hundredths, as the provider prices. */
  rate: number;
  help: { title: string; html: string } | null;
}

/** The provider's answer for one configuration, kept while that configuration is on screen. */
interface ConfirmedQuote {
  search: string;
  eur: number;
  mdl: number;
}

type Problem = 'quote' | 'cart' | null;

/**
 * The configurator island (issue 8): options, sizes and additionals in a store, the live price from
 * the shared rule on every change, the configuration mirrored in the URL, and a provider quote
 * before the product goes to the cart.
 */
export function Configurator({ type, query, rate, help }: ConfiguratorProps) {
  const t = useTranslations('calculator');
  const locale = useLocale() as Locale;
  const id = useId();
  const [store] = useState(() => createCalculatorStore(type, query));
  const features = useStore(store, (state) => state.features);
  const sizes = useStore(store, (state) => state.sizes);
  const sizeDrafts = useStore(store, (state) => state.sizeDrafts);
  const invalidSizes = useStore(store, (state) => state.invalidSizes);
  const additionals = useStore(store, (state) => state.additionals);
  const { selectOption, editSize, commitSize, toggleAdditional } = store.getState();
  const editItemId = query.editItemId;
  const cart = useCartActions();
  const orderModal = useModal('order_cart');
  const [busy, setBusy] = useState<'checking' | 'adding' | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [quote, setQuote] = useState<ConfirmedQuote | null>(null);

  const priceList = useMemo(() => priceListOf(type), [type]);
  const live = useMemo(() => livePrice(priceList, { features, sizes, additionals }, rate), [priceList, features, sizes, additionals, rate]);
  const configuration = useMemo(() => toCalculatorConfiguration(type.id, { features, sizes, additionals }), [type.id, features, sizes, additionals]);
  const search = useMemo(() => configurationQueryString(configuration, editItemId), [configuration, editItemId]);
  const confirmed = quote?.search === search ? quote : null;
  const price = live.ok ? live.price : null;
  const shownEur = confirmed?.eur ?? price?.eur ?? null;
  const shownMdl = confirmed?.mdl ?? price?.mdl ?? null;
  const onRequest = price?.onRequest ?? false;
  const priceChanged = confirmed !== null && price !== null && confirmed.eur !== price.eur;

  // The URL mirrors the configuration: a link can be shared, a reload keeps it, back/forward step through it.
  useEffect(() => {
    let restoring = false;
    const unsubscribe = store.subscribe((state, previous) => {
      if (restoring || (state.features === previous.features && state.sizes === previous.sizes && state.additionals === previous.additionals)) return;
      const next = `?${configurationQueryString(toCalculatorConfiguration(type.id, state), editItemId)}`;
      if (next !== window.location.search) window.history.pushState(null, '', `${window.location.pathname}${next}`);
    });
    const onPopState = () => {
      const restored = parseConfigurationQuery(new URLSearchParams(window.location.search));
      if (restored.typeId !== null && restored.typeId !== type.id) return;
      restoring = true;
      store.getState().restore(restored);
      restoring = false;
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPopState);
    };
  }, [store, type.id, editItemId]);

  const addToCart = async () => {
    if (invalidSizes.length || !price || onRequest || busy) return;
    setProblem(null);
    if (!confirmed) {
      setBusy('checking');
      const result = await browserApi(locale).calculator.quote(configuration);
      if (!result.ok) {
        log.warn(`internal-modules-section failed with ${result.status}`, result.error);
        setBusy(null);
        setProblem('quote');
        return;
      }
      const answer = { search, eur: result.data.price.amount, mdl: result.data.price_mdl.amount };
      setQuote(answer);
      // The provider's price wins; when it differs the shopper sees it and confirms with a second press.
      if (answer.eur !== price.eur) {
        setBusy(null);
        return;
      }
    }
    setBusy('adding');
    try {
      if (editItemId) await cart.updateConfigured(editItemId, configuration);
      else await cart.addConfigured(configuration, 1);
    } catch (error) {
      log.error('configured add to cart failed', error);
      setProblem('cart');
      setBusy(null);
    }
  };

  const area = price ? new Intl.NumberFormat(localeIso[locale], { maximumFractionDigits: 2 }).format(price.areaMm2 / 1_000_000) : null;
  const blockedBySizes = invalidSizes.length > 0;
  const addLabel = busy === 'checking' ? t('checking') : priceChanged ? t('addAtNewPrice') : editItemId ? t('saveChanges') : t('addToCart');

  return (
    <div className={styles.configurator}>
      <div className={styles.form}>
        <div className={styles.formHeader}>
          <h2 className={styles.heading}>{t('configure')}</h2>
          {help && (
            <Button variant="ghost" size="small" onClick={() => openModal('calculator', help)}>
              {t('help')}
            </Button>
          )}
        </div>
        {editItemId && <p className={styles.notice}>{t('editing')}</p>}
        {type.features.map((group) => (
          <FeatureGroup key={group.id} group={group} selected={features[group.id]} locale={locale} onSelect={selectOption} />
        ))}
        <SizeFields idPrefix={id} sizes={type.sizes} drafts={sizeDrafts} invalid={invalidSizes} onEdit={editSize} onCommit={commitSize} />
        {type.additionals.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('additionals')}</legend>
            <div className={styles.options}>
              {type.additionals.map((additional) => (
                <label key={additional.id} className={styles.option}>
                  <input type="checkbox" name="additionals" value={additional.id} checked={additionals.includes(additional.id)} onChange={() => toggleAdditional(additional.id)} />
                  <span className={styles.optionName}>{additional.name}</span>
                  <span className={styles.delta}>+{formatMoney(additional.price, 'MDL', locale)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      <aside className={styles.summary} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className={styles.heading}>
          {t('summary')}
        </h2>
        <WindowDrawing model={drawingModel(type, features, sizes)} />
        <div className={styles.price} aria-live="polite" data-testid="calculator-price">
          {onRequest || shownEur === null ? (
            <>
              <strong className={styles.amount}>{t('onRequest')}</strong>
              <span className={styles.muted}>{t('onRequestHint')}</span>
            </>
          ) : (
            <>
              <span className={styles.muted}>{t('price')}</span>
              <strong className={styles.amount} data-amount={shownEur}>
                {formatMoney(shownEur, 'EUR', locale)}
              </strong>
              {shownMdl !== null && <span className={styles.muted}>{t('priceMdl', { amount: formatMoney(shownMdl, 'MDL', locale) })}</span>}
              {area && <span className={styles.muted}>{t('area', { area })}</span>}
              <span className={styles.muted}>{t('vatIncluded')}</span>
            </>
          )}
        </div>
        {priceChanged && shownEur !== null && (
          <p className={styles.notice} role="status">
            {t('priceChanged', { price: formatMoney(shownEur, 'EUR', locale) })}
          </p>
        )}
        {blockedBySizes && (
          <p className={styles.failure} role="alert">
            {t('fixSizes')}
          </p>
        )}
        {problem && (
          <p className={styles.failure} role="alert">
            {problem === 'quote' ? t('quoteFailed') : t('cartFailed')}
          </p>
        )}
        <div className={styles.actions}>
          {!onRequest && (
            <Button block onClick={addToCart} disabled={blockedBySizes || !price || busy !== null} aria-busy={busy !== null}>
              {addLabel}
            </Button>
          )}
          <Button block variant={onRequest ? 'primary' : 'secondary'} onClick={() => openModal('order_cart')}>
            {t('orderByPhone')}
          </Button>
        </div>
      </aside>
      {orderModal.isOpen && <OrderRequestModal buffer={{ calculatorId: type.calculator_id, configuration }} />}
    </div>
  );
}
