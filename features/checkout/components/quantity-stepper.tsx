'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatInputNumber } from '@/lib/i18n/number';
import {
  quantityBounds,
  readTypedQuantity,
  stepQuantity,
  type QuantityProblem,
  type QuantityRules,
} from '@/lib/validation/quantity';
import styles from './checkout.module.scss';

const DEBOUNCE_MS = 500;

/**
 * Spec 5 quantity input: typed values settle on blur; plus and minus emit after 500 ms of quiet.
 * Quantities are read and shown with the locale's signs ("0,5" in ro); text that is no quantity
 * stays with its reason, and a clamp names the bound (issue 27).
 */
export function QuantityStepper({
  value,
  rules,
  label,
  decreaseLabel,
  increaseLabel,
  onChange,
  onValidityChange,
}: {
  value: number;
  rules: QuantityRules;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (quantity: number) => void;
  /** Issue 39: whether the text in the field is a quantity; the cart step waits until it is. */
  onValidityChange?: (valid: boolean) => void;
}) {
  const locale = useLocale();
  const tValidation = useTranslations('validation');
  const problemId = useId();
  const decimals = rules.allowDecimals ? 2 : 0;
  const display = (quantity: number) => formatInputNumber(quantity, locale, decimals);
  const [text, setText] = useState(display(value));
  const [shown, setShown] = useState(value);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The cart answered a new quantity: show it instead of what was typed.
  if (shown !== value) {
    setShown(value);
    setText(display(value));
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const emitLater = (next: number) => {
    setText(display(next));
    setProblem(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== value) onChange(next);
    }, DEBOUNCE_MS);
  };
  const settle = () => {
    const typed = readTypedQuantity(text, rules, locale);
    setProblem(typed.problem);
    if (!typed.ok) return;
    setText(display(typed.value));
    if (typed.value !== value) onChange(typed.value);
  };
  const typedNow = readTypedQuantity(text, rules, locale);
  const valid = typedNow.ok;
  const reportValidity = useRef(onValidityChange);
  useEffect(() => {
    reportValidity.current = onValidityChange;
  });
  useEffect(() => {
    reportValidity.current?.(valid);
  }, [valid]);
  // A removed line holds nothing back.
  useEffect(() => () => reportValidity.current?.(true), []);
  const current = typedNow.ok ? typedNow.value : value;
  const { min, max } = quantityBounds(rules);
  const messages: Record<QuantityProblem, () => string> = {
    not_a_number: () =>
      tValidation('not_a_number', { example: display(rules.allowDecimals ? 2.5 : 3) }),
    too_many_decimals: () =>
      rules.allowDecimals
        ? tValidation('max_decimals', { n: decimals, example: display(2.55) })
        : tValidation('whole_number'),
    below_min: () => tValidation('at_least', { min: display(min) }),
    above_max: () => tValidation('at_most', { max: display(max) }),
  };
  return (
    <>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={decreaseLabel}
          onClick={() => emitLater(stepQuantity(current, -1, rules))}
        >
          −
        </button>
        <input
          aria-label={label}
          inputMode={rules.allowDecimals ? 'decimal' : 'numeric'}
          value={text}
          aria-invalid={problem === 'not_a_number' || problem === 'too_many_decimals' || undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
          }}
        />
        <button
          type="button"
          aria-label={increaseLabel}
          onClick={() => emitLater(stepQuantity(current, 1, rules))}
        >
          +
        </button>
      </div>
      {problem && (
        <p id={problemId} className={styles.stepperProblem} role="alert">
          {messages[problem]()}
        </p>
      )}
    </>
  );
}
