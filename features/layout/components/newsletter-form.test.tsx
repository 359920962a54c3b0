import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalStore } from '@/features/modals';
import en from '@/messages/en.json';
import { NewsletterForm } from './newsletter-form';

/** Issue 26: a subscription refused with 429 says so in the visitor's language and keeps the address. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useModalStore.getState().closeAll();
});
afterAll(() => server.close());

const tooMany = () =>
  HttpResponse.json(
    { detail: 'Too many attempts. Please try again later' },
    { status: 429, headers: { 'Retry-After': '600' } },
  );

describe('newsletter form', () => {
  it('the newsletter form shows the translated 429 message and keeps the address', async () => {
    server.use(http.post('*/feedbacks/subscribe/', tooMany));
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <NewsletterForm />
      </NextIntlClientProvider>,
    );
    const email = screen.getByLabelText(en.footer.emailLabel);
    await user.type(email, 'reader@example.md');
    await user.click(screen.getByRole('button', { name: en.footer.subscribe }));
    expect(await screen.findByText(en.modals.tooManyRequests)).toBeInTheDocument();
    expect(email).toHaveValue('reader@example.md');
  });
});
