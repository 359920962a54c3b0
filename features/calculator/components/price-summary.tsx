'use client';

import { lazyPart } from '@/components/lazy-part';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { Button } from '@/components/button';
// The hook alone: the cart barrel also carries react-query, which loads with the first add (use-cart-actions.ts).
import { useCartActions } from '@/features/cart/actions';
import { openModal, useModal } from '@/features/modals';
import type { CalculatorType } from '@/lib/api/types/calculator';
import { lazyBrowserApi } from '@/lib/api/lazy-browser';
import type { Locale } from '@/lib/i18n/locales';
import { formatDecimal } from '@/lib/i18n/number';
import { log } from '@/lib/log';
import { formatMoney } from '@/lib/money/format';
import { configurationQueryString } from '@/lib/routing/configuration-query';
import { toCalculatorConfiguration, type CalculatorStore } from '../store';
import { useLivePrice } from './use-live-price';
import styles from './configurator.module.scss';

const OrderRequestModal = lazyPart(() =>
  import('./order-request-modal').then((m) => m.OrderRequestModal),
);

interface Props {
  type: CalculatorType;
  store: CalculatorStore;
  /** MDL per EUR in hundredths, as the provider prices. */
  rate: number;
  editItemId: number | null;
  locale: Locale;
}

/** The provider's answer for one configuration, kept while that configuration is on screen. */
interface ConfirmedQuote {
  search: string;
  eur: number;
  mdl: number;
}

type Problem = 'quote' | 'cart' | null;

/**
 * The live price from the shared rule on every change, and the way to buy it: a provider quote
 * confirms the price before the product goes to the cart, or the visitor orders by phone.
 */
export function PriceSummary({ type, store, rate, editItemId, locale }: Props) {
  const t = useTranslations('calculator');
  const { live, features, sizes, additionals } = useLivePrice(type, store, rate);
  const blockedBySizes = useStore(store, (state) => Object.keys(state.sizeErrors).length > 0);
  const cart = useCartActions();
  const orderModal = useModal('order_cart');
  const [busy, setBusy] = useState<'checking' | 'adding' | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [quote, setQuote] = useState<ConfirmedQuote | null>(null);

  const configuration = useMemo(
    () => toCalculatorConfiguration(type.id, { features, sizes, additionals }),
    [type.id, features, sizes, additionals],
  );
  // The quote is keyed by the configuration's query string; without a quote there is nothing to compare.
  const confirmed = useMemo(
    () =>
      quote && quote.search === configurationQueryString(configuration, editItemId) ? quote : null,
    [quote, configuration, editItemId],
  );
  const price = live.ok ? live.price : null;
  const shownEur = confirmed?.eur ?? price?.eur ?? null;
  const shownMdl = confirmed?.mdl ?? price?.mdl ?? null;
  const onRequest = price?.onRequest ?? false;
  const priceChanged = confirmed !== null && price !== null && confirmed.eur !== price.eur;

  const addToCart = async () => {
    if (blockedBySizes || !price || onRequest || busy) return;
    setProblem(null);
    if (!confirmed) {
      setBusy('checking');
      const result = await (await lazyBrowserApi(locale)).calculator.quote(configuration);
      if (!result.ok) {
        log.warn(`internal-modules-section failed with ${result.status}`, result.error);
        setBusy(null);
        setProblem('quote');
        return;
      }
      const answer = {
        search: configurationQueryString(configuration, editItemId),
        eur: result.data.price.amount,
        mdl: result.data.price_mdl.amount,
      };
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

  const area = price ? formatDecimal(price.areaMm2 / 1_000_000, locale, { max: 2 }) : null;
  const addLabel =
    busy === 'checking'
      ? t('checking')
      : priceChanged
        ? t('addAtNewPrice')
        : editItemId
          ? t('saveChanges')
          : t('addToCart');

  return (
    <>
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
            {shownMdl !== null && (
              <span className={styles.muted}>
                {t('priceMdl', { amount: formatMoney(shownMdl, 'MDL', locale) })}
              </span>
            )}
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
          <Button
            block
            onClick={addToCart}
            disabled={blockedBySizes || !price || busy !== null}
            aria-busy={busy !== null}
          >
            {addLabel}
          </Button>
        )}
        <Button
          block
          variant={onRequest ? 'primary' : 'secondary'}
          onClick={() => openModal('order_cart')}
        >
          {t('orderByPhone')}
        </Button>
      </div>
      {orderModal.isOpen && (
        <OrderRequestModal buffer={{ calculatorId: type.calculator_id, configuration }} />
      )}
    </>
  );
}
