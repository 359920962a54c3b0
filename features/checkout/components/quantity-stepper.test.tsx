import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/messages/ro.json';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

const metres = { min: 0.5, max: 100, allowDecimals: true };

function setup(value = 0.5) {
  const onChange = vi.fn();
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <QuantityStepper
        value={value}
        rules={metres}
        label="Cantitate"
        decreaseLabel="Mai puțin"
        increaseLabel="Mai mult"
        onChange={onChange}
      />
    </NextIntlClientProvider>,
  );
  return { onChange, input: screen.getByLabelText('Cantitate') as HTMLInputElement };
}

describe("the cart quantity in the shopper's locale (issue 27)", () => {
  it('shows a per-metre quantity with the decimal comma and reads either sign', () => {
    const { input, onChange } = setup();
    expect(input.value).toBe('0,5');
    fireEvent.change(input, { target: { value: '1,25' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(1.25);
    expect(input.value).toBe('1,25');
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(input.value).toBe('2,5');
  });

  it('keeps too many decimals as typed and says so, instead of resetting to the minimum', () => {
    const { input, onChange } = setup(3);
    fireEvent.change(input, { target: { value: '2.555' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2.555');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Cel mult 2 zecimale, de exemplu 2,55');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the bound a clamp applied', () => {
    const { input, onChange } = setup(3);
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(screen.getByRole('alert')).toHaveTextContent('Cantitatea maximă este 100');
  });
});
