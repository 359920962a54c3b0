'use client';

import { useEffect, useRef, useState } from 'react';
import { normalizeQuantity, stepQuantity, type QuantityRules } from '@/lib/validation/quantity';
import styles from './checkout.module.scss';

const DEBOUNCE_MS = 500;

/** Spec 5 quantity input: typed values settle on blur; plus and minus emit after 500 ms of quiet. */
export function QuantityStepper({
  value,
  rules,
  label,
  decreaseLabel,
  increaseLabel,
  onChange,
}: {
  value: number;
  rules: QuantityRules;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The cart answered a new quantity: show it instead of what was typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const emitLater = (next: number) => {
    setText(String(next));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next !== value) onChange(next);
    }, DEBOUNCE_MS);
  };
  const settle = () => {
    const next = normalizeQuantity(text, rules);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const current = Number(text.replace(',', '.')) || value;
  return (
    <div className={styles.stepper}>
      <button type="button" aria-label={decreaseLabel} onClick={() => emitLater(stepQuantity(current, -1, rules))}>
        −
      </button>
      <input
        aria-label={label}
        inputMode={rules.allowDecimals ? 'decimal' : 'numeric'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
      />
      <button type="button" aria-label={increaseLabel} onClick={() => emitLater(stepQuantity(current, 1, rules))}>
        +
      </button>
    </div>
  );
}
