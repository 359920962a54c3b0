import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      id="phone"
      name="phone"
      label="Phone"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('PhoneInput (spec 5 mask)', () => {
  it.each([
    ['79123456', '+373 (791) 234-56'],
    ['069123456', '+373 (691) 234-56'],
    // Issue 39: the country code typed, with or without its plus (was '(736) 912-34').
    ['+37369123456', '+373 (691) 234-56'],
    ['0037369123456', '+373 (691) 234-56'],
    ['+373 69 123 456', '+373 (691) 234-56'],
  ])('typing %s gives %s', async (typed, expected) => {
    let last = '';
    render(<Harness onValue={(value) => (last = value)} />);
    await userEvent.type(screen.getByLabelText('Phone'), typed);
    expect(last).toBe(expected);
    expect(screen.getByLabelText('Phone')).toHaveValue(expected.slice('+373 '.length));
  });

  it('takes a pasted number in any common form', async () => {
    let last = '';
    render(<Harness onValue={(value) => (last = value)} />);
    const field = screen.getByLabelText('Phone');
    await userEvent.click(field);
    await userEvent.paste('069123456');
    expect(last).toBe('+373 (691) 234-56');
    expect(field).toHaveValue('(691) 234-56');
  });

  it('deletes back through the separators', async () => {
    let last = '';
    render(<Harness onValue={(value) => (last = value)} />);
    const field = screen.getByLabelText('Phone');
    await userEvent.type(field, '6912');
    await userEvent.type(field, '{Backspace}{Backspace}');
    expect(field).toHaveValue('(69');
    expect(last).toBe('+373 (69');
  });
});
