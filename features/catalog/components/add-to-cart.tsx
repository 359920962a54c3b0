'use client';

import { Link } from '@/components/link';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { QuantityInput } from '@/components/quantity-input';
import { formatInputNumber } from '@/lib/i18n/number';
import { log } from '@/lib/log';
import {
  quantityBounds,
  readTypedQuantity,
  type QuantityProblem,
  type QuantityRules,
} from '@/lib/validation/quantity';
import styles from './add-to-cart.module.scss';

export interface AddToCartLabels {
  quantity: string;
  decrease: string;
  increase: string;
  add: string;
  adding: string;
  added: string;
  failed: string;
  goToCart: string;
  unit?: string;
}

/**
 * Add a regular product (spec 3: product_id and quantity) with the quantity input of spec 5; the
 * cart feature refreshes the header badge. The submit reads the field itself, so a click on plus
 * just before "add" is not lost to the debounce.
 */
export function AddToCart({
  productId,
  rules,
  labels,
  cartHref,
  formAction,
}: {
  productId: number;
  rules: QuantityRules;
  labels: AddToCartLabels;
  cartHref: string;
  /** Where the form posts before its script runs or without one: the server adds, then the cart. */
  formAction: string;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(rules.min ?? 1);
  const [state, setState] = useState<'idle' | 'adding' | 'added' | 'failed'>('idle');
  const locale = useLocale();
  const tValidation = useTranslations('validation');
  const decimals = rules.allowDecimals ? 2 : 0;
  const shown = (value: number) => formatInputNumber(value, locale, decimals);
  const { min, max } = quantityBounds(rules);
  const problems: Record<QuantityProblem, string> = {
    not_a_number: tValidation('not_a_number', { example: shown(rules.allowDecimals ? 2.5 : 3) }),
    too_many_decimals: rules.allowDecimals
      ? tValidation('max_decimals', { n: decimals, example: shown(2.55) })
      : tValidation('whole_number'),
    below_min: tValidation('at_least', { min: shown(min) }),
    above_max: tValidation('at_most', { max: shown(max) }),
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('quantity');
    // Text the field refused (it says why on blur) is not added as some other quantity.
    const read = typeof typed === 'string' ? readTypedQuantity(typed, rules, locale) : null;
    if (read && !read.ok) return;
    const wanted = read ? read.value : quantity;
    setState('adding');
    try {
      // The cart's code (session, cookies, auth) loads on the first add, not with the product page.
      const { addProductToCart } = await import('@/features/cart/client');
      await addProductToCart(locale, { productId, quantity: wanted });
      setState('added');
    } catch (error) {
      log.error('add-product failed', error);
      setState('failed');
    }
  };

  return (
    <form
      className={styles.addToCart}
      method="post"
      action={formAction}
      onSubmit={onSubmit}
      data-testid="add-to-cart"
    >
      <input type="hidden" name="product" value={productId} />
      <QuantityInput
        id={`${id}-quantity`}
        name="quantity"
        value={quantity}
        onChange={setQuantity}
        rules={rules}
        locale={locale}
        problems={problems}
        label={labels.quantity}
        decreaseLabel={labels.decrease}
        increaseLabel={labels.increase}
        unit={labels.unit}
        disabled={state === 'adding'}
      />
      <Button type="submit" disabled={state === 'adding'}>
        {state === 'adding' ? labels.adding : labels.add}
      </Button>
      <p className={styles.addStatus} role="status" aria-live="polite">
        {state === 'added' && (
          <>
            {labels.added} <Link href={cartHref}>{labels.goToCart}</Link>
          </>
        )}
        {state === 'failed' && <span className={styles.error}>{labels.failed}</span>}
      </p>
    </form>
  );
}
