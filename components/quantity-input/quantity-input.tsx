'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatInputNumber } from '@/lib/i18n/number';
import type { Locale } from '@/lib/i18n/locales';
import {
  quantityBounds,
  readTypedQuantity,
  stepQuantity,
  type QuantityProblem,
  type QuantityRules,
} from '@/lib/validation/quantity';
import styles from './quantity-input.module.scss';

/** Spec 5/9: plus and minus emit after a 500 ms pause, so rapid clicks make one change. */
export const QUANTITY_DEBOUNCE_MS = 500;

export interface QuantityInputProps {
  id: string;
  /** The field's form name, so a submit reads what is shown even before the debounce emits. */
  name?: string;
  value: number;
  onChange: (value: number) => void;
  rules: QuantityRules;
  /** Read and written with this locale's decimal and grouping signs ("0,5" in ro). */
  locale: Locale;
  /** What the shopper is told when typed text is refused or settles on a bound, translated. */
  problems: Record<QuantityProblem, string>;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** A unit shown after the field (e.g. 'm'). */
  unit?: string;
  disabled?: boolean;
}

/**
 * The quantity input of spec 5: integers, or up to two decimals where allowed, in the locale's own
 * signs, clamped to the bounds. Typing settles on blur or Enter; text that is no quantity stays as
 * typed with the reason shown, and a clamp says which bound applied (issue 27: nothing is silently
 * rewritten). Plus and minus change the field at once and emit after QUANTITY_DEBOUNCE_MS.
 */
export function QuantityInput({
  id,
  name,
  value,
  onChange,
  rules,
  locale,
  problems,
  label,
  decreaseLabel,
  increaseLabel,
  unit,
  disabled,
}: QuantityInputProps) {
  const display = (quantity: number) =>
    formatInputNumber(quantity, locale, rules.allowDecimals ? 2 : 0);
  const [text, setText] = useState(display(value));
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const current = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  const { min, max } = quantityBounds(rules);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const shownValue = display(value);
  useEffect(() => {
    if (timer.current) return;
    current.current = value;
    setText(shownValue);
  }, [value, shownValue]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const settle = (next: number) => {
    current.current = next;
    setText(display(next));
  };

  const commitTyped = () => {
    const typed = readTypedQuantity(text, rules, locale);
    setProblem(typed.problem);
    if (!typed.ok) return;
    const next = typed.value;
    settle(next);
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (next !== value) onChangeRef.current(next);
  };

  const typedNow = readTypedQuantity(text, rules, locale);
  const numeric = typedNow.ok ? typedNow.value : value;

  const step = (direction: 1 | -1) => {
    const next = stepQuantity(numeric, direction, rules);
    setProblem(null);
    settle(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      onChangeRef.current(current.current);
    }, QUANTITY_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  };

  const refused = problem === 'not_a_number' || problem === 'too_many_decimals';
  const problemId = `${id}-problem`;
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          onClick={() => step(-1)}
          disabled={disabled || numeric <= min}
          aria-label={decreaseLabel}
          aria-controls={id}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          inputMode={rules.allowDecimals ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={refused || undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() => step(1)}
          disabled={disabled || numeric >= max}
          aria-label={increaseLabel}
          aria-controls={id}
        >
          +
        </button>
      </div>
      {unit && <span className={styles.unit}>{unit}</span>}
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problems[problem]}
        </p>
      )}
    </div>
  );
}
