'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { useIsAuth } from '@/features/auth/client';
import type { PaymentMethodId } from '@/lib/api';
import { formatMoney } from '@/lib/money';
import { balanceText, bonusCents } from '../bonuses';
import { useSetPayment } from '../mutations';
import styles from './checkout.module.scss';
import { FailureAlert } from './failure-alert';
import type { StepProps } from './step-props';
import { failureOfError } from './step-failure';

/** Spec 4 'Ordering flow', payment: the method, and a signed-in customer's bonuses. */
export function PaymentStep({ locale, cart, onBack, onNext }: StepProps) {
  const t = useTranslations('checkout');
  const signedIn = useIsAuth();
  const id = useId();
  const [method, setMethod] = useState<PaymentMethodId>(cart.payment_details?.payment_method ?? 2);
  const balance = cart.bonuses_available ?? 0;
  // Cash is paid to the courier, or in the showroom when the shopper collects the order (issue 39).
  const pickup = cart.delivery_details?.delivery_type === 'pickup';
  const [useBonuses, setUseBonuses] = useState(false);
  const [bonusText, setBonusText] = useState(() => balanceText(balance, locale));
  const bonusAmount = bonusCents(bonusText, balance, locale);
  const setPayment = useSetPayment();
  const submit = () =>
    setPayment.mutate(
      {
        cart,
        payment: {
          payment_method: method,
          use_bonuses: useBonuses,
          bonuses: useBonuses ? (bonusAmount ?? 0) : 0,
        },
      },
      { onSuccess: onNext },
    );
  return (
    <section className={styles.step}>
      <h2>{t('paymentTitle')}</h2>
      <fieldset className={styles.choices}>
        <legend>{t('paymentMethod')}</legend>
        {([1, 2, 3] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <span>
              {value === 2 && pickup ? t('cashAtPickup.label') : t(`methods.${value}`)}
              <small className={styles.muted}>
                {value === 2 && pickup ? t('cashAtPickup.hint') : t(`methodHints.${value}`)}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {signedIn && balance > 0 && (
        <div className={styles.bonuses}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              role="switch"
              checked={useBonuses}
              onChange={(event) => setUseBonuses(event.target.checked)}
            />
            {t('useBonuses')}
          </label>
          {useBonuses && (
            <label className={styles.bonusAmount}>
              {t('bonusAmount')}
              <input
                inputMode="decimal"
                value={bonusText}
                aria-invalid={bonusAmount === null || undefined}
                aria-describedby={`${id}-bonus`}
                onChange={(event) => setBonusText(event.target.value)}
              />
            </label>
          )}
          {useBonuses && (
            <p id={`${id}-bonus`} className={styles.muted} role="status">
              {bonusAmount === null
                ? t('bonusInvalid')
                : t('bonusApplied', { amount: formatMoney(bonusAmount, 'EUR', locale) })}
            </p>
          )}
          <p className={styles.muted}>
            {t('bonusBalance', { amount: formatMoney(balance, 'EUR', locale) })}
          </p>
        </div>
      )}
      <FailureAlert failure={failureOfError(setPayment.error, t('failure'))} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button
          onClick={submit}
          disabled={setPayment.isPending || (useBonuses && bonusAmount === null)}
        >
          {t('toConfirmation')}
        </Button>
      </div>
    </section>
  );
}
