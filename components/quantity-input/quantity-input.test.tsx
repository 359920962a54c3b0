import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuantityRules } from '@/lib/validation/quantity';
import { QUANTITY_DEBOUNCE_MS, QuantityInput } from './quantity-input';

function Harness({ rules, initial, onChange }: { rules: QuantityRules; initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityInput
      id="qty"
      value={value}
      rules={rules}
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

function setup(rules: QuantityRules, initial = rules.min ?? 1) {
  const onChange = vi.fn();
  render(<Harness rules={rules} initial={initial} onChange={onChange} />);
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

  it('clamps typed values to the maximum and the minimum', () => {
    const { input, onChange } = setup(pieces);
    type(input, '25');
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    type(input, '0');
    expect(input.value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('accepts two decimals where allowed, reading a comma as a dot', () => {
    const { input, onChange } = setup(metres);
    type(input, '2,75');
    expect(input.value).toBe('2.75');
    expect(onChange).toHaveBeenLastCalledWith(2.75);
  });

  it('resets to the minimum on decimals where only integers are allowed, and on garbage', () => {
    const { input, onChange } = setup(pieces, 3);
    type(input, '2.5');
    expect(input.value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
    type(input, 'abc');
    expect(input.value).toBe('1');
  });

  it('resets to the minimum when more than two decimals are typed', () => {
    const { input } = setup(metres, 3);
    type(input, '1.234');
    expect(input.value).toBe('0.5');
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
});
