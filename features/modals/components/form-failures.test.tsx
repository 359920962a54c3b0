import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterForm } from '@/features/layout/components/newsletter-form';
import { VacancyModal, type VacancyModalLabels } from '@/features/vacancies/components/vacancy-modal';
import { openModal, useModalStore } from '@/features/modals';
import en from '@/messages/en.json';
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

const tooMany = () => HttpResponse.json({ detail: 'Prea multe încercări. Încercați din nou mai târziu' }, { status: 429, headers: { 'Retry-After': '600' } });

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
    expect((screen.getByLabelText(ro.modals.phoneLabel) as HTMLInputElement).value).toContain('(691) 234-56');
    expect(screen.getByLabelText(new RegExp(ro.modals.nameLabel))).toHaveValue('Maria');
    expect(useModalStore.getState().opened).toContain('order_call');
  });

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

  it('the vacancy form stays open with what was typed when the CV storage is full (507) or the client is limited (429)', async () => {
    const labels: VacancyModalLabels = {
      title: 'Apply',
      lead: 'Send us your CV',
      name: 'Full name',
      phone: 'Phone',
      email: 'E-mail',
      file: 'CV',
      fileHint: 'PDF, DOC or DOCX',
      send: 'Send application',
      sending: 'Sending',
      successTitle: 'Thanks',
      successMessage: 'Received',
    };
    let status = 507;
    server.use(http.post('*/feedbacks/vacancy/', () => HttpResponse.json({ detail: 'full' }, { status })));
    openModal('contact', { vacancyId: 3, title: 'Installer' });
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <VacancyModal labels={labels} />
      </NextIntlClientProvider>,
    );
    await user.type(screen.getByLabelText(/Full name/), 'Ion Rusu');
    await user.type(screen.getByLabelText(/Phone/), '69123456');
    await user.type(screen.getByLabelText(/E-mail/), 'ion@example.md');
    await user.upload(screen.getByLabelText(/^CV/), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(en.modals.uploadsFull)).toBeInTheDocument();
    expect(useModalStore.getState().opened).toContain('contact');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ion Rusu');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ion@example.md');
    status = 429;
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(en.modals.tooManyRequests)).toBeInTheDocument();
    expect(useModalStore.getState().opened).toContain('contact');
  });
});
