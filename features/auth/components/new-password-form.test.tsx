import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalStore } from '@/features/modals';
import ro from '@/messages/ro.json';
import { NewPasswordForm } from './new-password-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useModalStore.getState().closeAll();
});
afterAll(() => server.close());

const renderForm = (token: string) =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <NewPasswordForm title={ro.auth.newPasswordTitle} token={token} />
    </NextIntlClientProvider>,
  );

async function submit(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(ro.auth.newPassword), password);
  await user.type(screen.getByLabelText(ro.auth.repeatPassword), repeat);
  await user.click(screen.getByRole('button', { name: ro.auth.newPasswordSubmit }));
  return user;
}

describe('new password form', () => {
  it('posts the token with the new password, then offers the login modal', async () => {
    let posted: unknown = null;
    server.use(
      http.post('*/backend/api/auth/resetpassword/confirm/', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ detail: 'Parola a fost schimbată' });
      }),
    );
    renderForm('token-123');
    const user = await submit('parola-noua-1', 'parola-noua-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Parola a fost schimbată');
    expect(posted).toEqual({
      token: 'token-123',
      password: 'parola-noua-1',
      re_password: 'parola-noua-1',
    });
    await user.click(screen.getByRole('button', { name: ro.auth.loginLink }));
    expect(useModalStore.getState().opened).toEqual(['auth']);
  });

  it('checks the spec 5 password rules before posting', async () => {
    renderForm('token-123');
    await submit('scurt', 'alta-parola-lunga');
    expect(
      await screen.findByText(ro.validation.min_length.replace('{n}', '8')),
    ).toBeInTheDocument();
    expect(screen.getByText(ro.validation.passwords_must_match)).toBeInTheDocument();
  });

  it("shows the provider's message for an expired link", async () => {
    server.use(
      http.post('*/backend/api/auth/resetpassword/confirm/', () =>
        HttpResponse.json(
          { token: ['Linkul de resetare nu este valid sau a expirat'] },
          { status: 400 },
        ),
      ),
    );
    renderForm('old-token');
    await submit('parola-noua-1', 'parola-noua-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linkul de resetare nu este valid sau a expirat',
    );
  });

  it('explains a link without a token', () => {
    renderForm('');
    expect(screen.getByRole('alert')).toHaveTextContent(ro.auth.newPasswordNoToken);
    expect(screen.queryByLabelText(ro.auth.newPassword)).toBeNull();
  });
});
