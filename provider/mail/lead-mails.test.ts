import { readFile } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money/format';
import { calculatorTypes, mailOutbox, vacancies, vacancyApplications } from '../db/schema';
import { describeConfiguration } from '../domain/orders-cart';
import { createTestProvider, type TestProvider } from '../testing/harness';

const PHONE = '+373 (691) 234-56';
const flat = (value: string) => value.replace(/[\s\u202f]+/g, ' ');

let provider: TestProvider;
beforeAll(async () => {
  provider = await createTestProvider();
});
afterAll(() => provider.close());

/** The outbox rows of one kind, oldest first. */
const mails = (kind: string) =>
  provider.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(asc(mailOutbox.id));

describe('the shop is told of every lead (issue 37)', () => {
  it('a call-back request: the phone, the name and the visitor’s language', async () => {
    const response = await provider.request('/feedbacks/contact_us/', {
      method: 'POST',
      json: { phone: PHONE, name: 'Maria' },
      locale: 'ru',
    });
    expect(response.status).toBe(201);
    const [mail, ...more] = await mails('staff_call_back');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      audience: 'staff',
      recipient: '',
      replyTo: null,
      locale: 'ro',
      subject: `Cerere de apel: ${PHONE}`,
    });
    const text = flat(mail!.text);
    expect(text).toContain('Nume: Maria');
    expect(text).toContain(`Telefon: ${PHONE}`);
    expect(text).toContain('Limba site-ului: Русский');
  });

  it('an order request from the configurator: the configuration in full, its price, the name and phone', async () => {
    const [type] = await provider.db
      .select()
      .from(calculatorTypes)
      .where(eq(calculatorTypes.slug, 'gate-sliding'));
    const response = await provider.request('/api/calculator/order-request/', {
      method: 'POST',
      locale: 'en',
      json: {
        client_name: 'Ion Popescu',
        client_phone: PHONE,
        calculator_id: type!.calculatorId,
        calculator_type_id: type!.id,
        configuration: { sizes: { width: 3000, height: 1800 } },
      },
    });
    expect(response.status).toBe(201);
    const quote = (await (
      await provider.request('/api/calculator/internal-modules-section/', {
        method: 'POST',
        json: {
          data: { calculator_type_id: type!.id, sizes: { width: 3000, height: 1800 } },
          params: { quantity: 1 },
        },
      })
    ).json()) as {
      configuration: {
        features: Record<string, string>;
        sizes: Record<string, number>;
        additionals: string[];
      };
      price: { amount: number };
    };
    const [mail] = await mails('staff_order_request');
    expect(mail).toMatchObject({ audience: 'staff', locale: 'ro' });
    expect(mail!.subject).toBe(`Cerere de comandă din configurator: Ion Popescu, ${PHONE}`);
    const text = flat(mail!.text);
    expect(text).toContain(`Produs: ${type!.product.name.ro}`);
    expect(text).toContain(flat(formatMoney(quote.price.amount, 'EUR', 'ro')));
    const lines = describeConfiguration(type!.product, quote.configuration, 'ro');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(text).toContain(flat(line));
  });

  it('a vacancy application: the vacancy, the applicant to reply to and the stored CV by its path and name', async () => {
    const [vacancy] = await provider.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.active, true))
      .orderBy(asc(vacancies.id))
      .limit(1);
    const cv = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n');
    const form = new FormData();
    form.set('name', 'Ion Rusu');
    form.set('phone', PHONE);
    form.set('email', 'ion@example.md');
    form.set('file', new Blob([new Uint8Array(cv)]), 'CV Ion Rusu.pdf');
    const response = await provider.request(`/feedbacks/vacancy/?vacancy=${vacancy!.id}`, {
      method: 'POST',
      body: form,
      locale: 'it',
    });
    expect(response.status).toBe(201);
    const [application] = await provider.db.select().from(vacancyApplications);
    const [mail] = await mails('staff_vacancy_application');
    expect(mail).toMatchObject({
      audience: 'staff',
      replyTo: 'ion@example.md',
      attachmentName: 'CV Ion Rusu.pdf',
      subject: `Candidatură pentru „${vacancy!.title.ro}”: Ion Rusu`,
    });
    expect(mail!.attachmentPath).toMatch(new RegExp(`${application!.fileKey}$`));
    expect(await readFile(mail!.attachmentPath!)).toEqual(cv);
    const text = flat(mail!.text);
    expect(text).toContain('E-mail: ion@example.md');
    expect(text).toContain('Fișierul CV: CV Ion Rusu.pdf');
  });
});
