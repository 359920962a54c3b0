import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openModal, useModalStore } from '@/features/modals';
import en from '@/messages/en.json';
import { VacancyModal, type VacancyModalLabels } from './vacancy-modal';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useModalStore.getState().closeAll();
});
afterAll(() => server.close());

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

async function fillForm(file: File) {
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
  await user.upload(screen.getByLabelText(/^CV/), file);
  return user;
}

describe('vacancy modal', () => {
  it('refuses a CV whose content is not what its name says before sending it, and keeps the form open', async () => {
    let sent = 0;
    server.use(
      http.post('*/feedbacks/vacancy/', () => (sent++, HttpResponse.json({}, { status: 201 }))),
    );
    const user = await fillForm(
      new File(['MZ\x90\x00 not a pdf'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(en.validation.invalid_file_type)).toBeInTheDocument();
    expect(sent).toBe(0);
    expect(useModalStore.getState().opened).toContain('contact');
  });

  it("keeps the form open with the provider's reason when it refuses the file (400)", async () => {
    server.use(
      http.post('*/feedbacks/vacancy/', () =>
        HttpResponse.json({ file: ['Only PDF, DOC or DOCX files are accepted'] }, { status: 400 }),
      ),
    );
    const user = await fillForm(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PDF, DOC or DOCX files are accepted',
    );
    expect(useModalStore.getState().opened).toContain('contact');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ion Rusu');
  });

  it('the vacancy form stays open with what was typed when the CV storage is full (507) or the client is limited (429)', async () => {
    let status = 507;
    server.use(
      http.post('*/feedbacks/vacancy/', () => HttpResponse.json({ detail: 'full' }, { status })),
    );
    const user = await fillForm(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
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
