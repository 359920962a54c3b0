import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import type { QuantityProblem, QuantityRules } from '@/lib/validation/quantity';
import { QUANTITY_DEBOUNCE_MS, QuantityInput } from './quantity-input';

const problems: Record<QuantityProblem, string> = {
  not_a_number: 'Enter a number',
  too_many_decimals: 'Too many decimals',
  below_min: 'The minimum is used',
  above_max: 'The maximum is used',
};

function Harness({
  rules,
  initial,
  onChange,
  locale,
}: {
  rules: QuantityRules;
  initial: number;
  onChange: (value: number) => void;
  locale: Locale;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      id="qty"
      value={value}
      rules={rules}
      locale={locale}
      problems={problems}
      label="Quantity"
      decreaseLabel="Less"
      increaseLabel="More"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const pieces: QuantityRules = { min: 1, max: 10, allowDecimals: false };
const metres: QuantityRules = { min: 0.5, max: 600, allowDecimals: true };

function setup(rules: QuantityRules, initial = rules.min ?? 1, locale: Locale = 'en') {
  const onChange = vi.fn();
  render(<Harness rules={rules} initial={initial} onChange={onChange} locale={locale} />);
  return { onChange, input: screen.getByLabelText('Quantity') as HTMLInputElement };
}

function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('QuantityInput (spec 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clamps typed values to the maximum and the minimum and says which bound applied', () => {
    const { input, onChange } = setup(pieces);
    type(input, '25');
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum is used');
    type(input, '0');
    expect(input.value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum is used');
    type(input, '4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts two decimals where allowed, with either sign in en', () => {
    const { input, onChange } = setup(metres);
    type(input, '2,75');
    expect(input.value).toBe('2.75');
    expect(onChange).toHaveBeenLastCalledWith(2.75);
    type(input, '2.5');
    expect(onChange).toHaveBeenLastCalledWith(2.5);
  });

  it('shows and reads quantities with the locale decimal sign (issue 27)', () => {
    const { input, onChange } = setup(metres, 0.5, 'ro');
    expect(input.value).toBe('0,5');
    type(input, '1 200,5');
    expect(onChange).toHaveBeenLastCalledWith(600);
    expect(input.value).toBe('600');
    type(input, '2,25');
    expect(input.value).toBe('2,25');
    expect(onChange).toHaveBeenLastCalledWith(2.25);
  });

  it.each([
    ['2.555', 'ro', 'Too many decimals'],
    ['1,234', 'ro', 'Too many decimals'],
    ['1.234', 'en', 'Too many decimals'],
    ['abc', 'en', 'Enter a number'],
    ['', 'ru', 'Enter a number'],
  ] as const)(
    'keeps %j (%s) as typed and says what is wrong instead of resetting it',
    (text, locale, message) => {
      const { input, onChange } = setup(metres, 3, locale);
      type(input, text);
      expect(input.value).toBe(text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.change(input, { target: { value: '2' } });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('refuses decimals where only whole pieces are sold', () => {
    const { input, onChange } = setup(pieces, 3);
    type(input, '2.5');
    expect(input.value).toBe('2.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many decimals');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('settles on Enter as well as on blur', () => {
    const { input, onChange } = setup(pieces);
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('emits plus and minus once, 500 ms after the last click', () => {
    const { input, onChange } = setup(pieces);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input.value).toBe('4');
    act(() => {
      vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Less' }));
    act(() => {
      vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('keeps plus and minus within the bounds', () => {
    const { input } = setup(pieces, 10);
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    type(input, '1');
    expect(screen.getByRole('button', { name: 'Less' })).toBeDisabled();
  });

  it('steps per-metre quantities by one and keeps their decimals exact', () => {
    const { input, onChange } = setup(metres, 0.5);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    act(() => {
      vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    });
    expect(input.value).toBe('1.5');
    expect(onChange).toHaveBeenLastCalledWith(1.5);
  });

  it('steps from what is typed in the locale', () => {
    const { input } = setup(metres, 0.5, 'ru');
    fireEvent.change(input, { target: { value: '2,25' } });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(input.value).toBe('3,25');
  });
});
