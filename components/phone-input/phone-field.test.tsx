import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

function Form({ onSubmit, error }: { onSubmit: (phone: string) => void; error?: string }) {
  const { control, handleSubmit } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.phone))}>
      <PhoneField control={control} name="phone" id="phone" label="Phone" error={error} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PhoneField', () => {
  it('keeps the masked number in the form value', async () => {
    let sent = '';
    render(<Form onSubmit={(phone) => (sent = phone)} />);
    await userEvent.type(screen.getByLabelText('Phone'), '69123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toBe('+373 (691) 234-56');
    expect(screen.getByLabelText('Phone')).toBeRequired();
  });

  it('shows the translated error and ties it to the input', () => {
    render(<Form onSubmit={() => undefined} error="Enter a valid phone number" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid phone number');
  });
});
