import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openModal, useModalStore } from '@/features/modals';
import ro from '@/messages/ro.json';
import { formFailureKey } from '../failure';
import { CallBackModal } from './call-back-modal';

/** Issue 26: a form refused with 429 says so in the visitor's language and keeps what they typed. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useModalStore.getState().closeAll();
});
afterAll(() => server.close());

const tooMany = () =>
  HttpResponse.json(
    { detail: 'Prea multe încercări. Încercați din nou mai târziu' },
    { status: 429, headers: { 'Retry-After': '600' } },
  );

describe('form failures', () => {
  it('maps 429 and 507 to their own messages, anything else to the generic one', () => {
    expect(formFailureKey(429)).toBe('tooManyRequests');
    expect(formFailureKey(507)).toBe('uploadsFull');
    expect(formFailureKey(500)).toBe('failure');
    expect(formFailureKey(400)).toBe('failure');
  });

  it('the call-back form shows the translated 429 message and keeps the phone and name', async () => {
    server.use(http.post('*/feedbacks/contact_us/', tooMany));
    openModal('order_call');
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="ro" messages={ro}>
        <CallBackModal name="order_call" />
      </NextIntlClientProvider>,
    );
    await user.type(screen.getByLabelText(ro.modals.phoneLabel), '69123456');
    await user.type(screen.getByLabelText(new RegExp(ro.modals.nameLabel)), 'Maria');
    await user.click(screen.getByRole('button', { name: ro.modals.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ro.modals.tooManyRequests);
    expect(screen.queryByText(ro.modals.failure)).not.toBeInTheDocument();
    expect((screen.getByLabelText(ro.modals.phoneLabel) as HTMLInputElement).value).toContain(
      '(691) 234-56',
    );
    expect(screen.getByLabelText(new RegExp(ro.modals.nameLabel))).toHaveValue('Maria');
    expect(useModalStore.getState().opened).toContain('order_call');
  });
});
