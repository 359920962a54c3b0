'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeQuantity, quantityBounds, stepQuantity, type QuantityRules } from '@/lib/validation/quantity';
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
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** A unit shown after the field (e.g. 'm'). */
  unit?: string;
  disabled?: boolean;
}

const display = (value: number) => String(value);

/**
 * The quantity input of spec 5: integers, or up to two decimals where allowed (a comma reads as a
 * dot), clamped to the bounds, unreadable input reset to the minimum. Typing settles on blur or
 * Enter; plus and minus change the field at once and emit after QUANTITY_DEBOUNCE_MS.
 */
export function QuantityInput({ id, name, value, onChange, rules, label, decreaseLabel, increaseLabel, unit, disabled }: QuantityInputProps) {
  const [text, setText] = useState(display(value));
  const current = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  const { min, max } = quantityBounds(rules);

  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (timer.current) return;
    current.current = value;
    setText(display(value));
  }, [value]);

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
    const next = normalizeQuantity(text, rules);
    settle(next);
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (next !== value) onChangeRef.current(next);
  };

  const step = (direction: 1 | -1) => {
    const next = stepQuantity(normalizeQuantity(text, rules), direction, rules);
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

  const numeric = normalizeQuantity(text, rules);
  return (
    <div className={styles.wrap}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.control}>
        <button type="button" className={styles.button} onClick={() => step(-1)} disabled={disabled || numeric <= min} aria-label={decreaseLabel} aria-controls={id}>
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
          onChange={(event) => setText(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.button} onClick={() => step(1)} disabled={disabled || numeric >= max} aria-label={increaseLabel} aria-controls={id}>
          +
        </button>
      </div>
      {unit && <span className={styles.unit}>{unit}</span>}
    </div>
  );
}
