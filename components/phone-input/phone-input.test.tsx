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
  ])('typing %s gives %s', async (typed, expected) => {
    let last = '';
    render(<Harness onValue={(value) => (last = value)} />);
    await userEvent.type(screen.getByLabelText('Phone'), typed);
    expect(last).toBe(expected);
    expect(screen.getByLabelText('Phone')).toHaveValue(expected.slice('+373 '.length));
  });
});
