import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ru from '@/messages/ru.json';
import { KeyphraseForm } from './keyphrase-form';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const posted: { body: unknown; language: string | null }[] = [];
let answer = 200;
const server = setupServer(
  http.post('*/backend/api/staff/seo-keyphrases/', async ({ request }) => {
    posted.push({ body: await request.json(), language: request.headers.get('Accept-Language') });
    return answer === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json({}, { status: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  refresh.mockClear();
  answer = 200;
});
afterAll(() => server.close());

const renderForm = (initial = '') =>
  render(
    <NextIntlClientProvider locale="ru" messages={{ seoPage: ru.seoPage }}>
      <KeyphraseForm path="/it/contatti" pageLocale="it" language="Italiano" initial={initial} />
    </NextIntlClientProvider>,
  );

/** Issue 42: the SEO preview's keyphrase form, in a Russian-speaking staff member's console. */
describe('KeyphraseForm', () => {
  it("stores the page's keyphrase in its own language and renders the page again", async () => {
    renderForm();
    const input = screen.getByLabelText('Ключевая фраза: Italiano');
    expect(input).toHaveAttribute('lang', 'it');
    await userEvent.type(input, ' finestre in PVC ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ключевая фраза сохранена.');
    expect(posted).toEqual([
      {
        body: { path: '/it/contatti', locale: 'it', keyphrase: 'finestre in PVC' },
        language: 'ru',
      },
    ]);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says when an emptied keyphrase is removed, and when saving fails', async () => {
    answer = 204;
    renderForm('finestre');
    await userEvent.clear(screen.getByLabelText('Ключевая фраза: Italiano'));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ключевая фраза удалена.');
    expect(posted[0]?.body).toMatchObject({ keyphrase: '' });

    answer = 403;
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Не удалось сохранить ключевую фразу. Попробуйте ещё раз.'),
    ).toBeVisible();
    expect(refresh).toHaveBeenCalledOnce();
  });
});
