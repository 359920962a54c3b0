import { randomBytes } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/money/format';
import { mailOutbox, vacancies } from '../db/schema';
import { logger } from '../logger';
import { addTestBlind, createTestProvider, type TestProvider } from '../testing/harness';
import { readMail, startRelay, type ReceivedMail } from '../testing/smtp-relay';
import { deliverPendingMail, mailSenderIdle, retryDelayMs } from './outbox';
import { smtpTransport } from './smtp';

const STAFF = ['orders@example.md', 'manager@example.md'];
const FROM = 'Fereastra Moldovei <no-reply@example.md>';
const PHONE = '+373 (691) 234-56';
const flat = (value: string) => value.replace(/[\s\u202f]+/g, ' ');

let provider: TestProvider;
let productId: number;

beforeAll(async () => {
  provider = await createTestProvider();
  productId = await addTestBlind(provider.db, 'delivery-test-blind', {
    title: { ro: 'Jaluzea', en: 'Blind', ru: 'Жалюзи', it: 'Veneziana' },
  });
});
afterEach(async () => {
  await mailSenderIdle();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => provider.close());

const useRelay = (url: string) => {
  vi.stubEnv('SMTP_URL', url);
  vi.stubEnv('MAIL_FROM', FROM);
  vi.stubEnv('STAFF_EMAIL', STAFF.join(', '));
};

/** A guest's card order through the cart API: its number, grand total and payment page. */
async function guestCardOrder(locale: string, email: string) {
  const visitor = randomBytes(24).toString('base64url');
  const call = (path: string, json?: unknown) =>
    provider.request(`/api/calculator${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      json,
      headers: { 'X-Cart-Id': visitor },
      locale,
    });
  const cart = (await (await call('/cart/')).json()) as { id: number };
  await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 2 });
  await call(`/cart/${cart.id}/set-user-details/`, {
    email,
    full_name: 'Ana Rusu',
    phone: PHONE,
  });
  await call(`/cart/${cart.id}/set-delivery/`, {
    delivery_type: 'delivery',
    first_name: 'Ana',
    last_name: 'Rusu',
    phone: PHONE,
    city: 'Bălți',
    street: 'Independenței',
    house: '5',
    apartment: '1',
  });
  await call(`/cart/${cart.id}/set-payment-details/`, {
    payment_method: 1,
    use_bonuses: false,
    bonuses: 0,
  });
  const response = await call(`/cart/${cart.id}/create-order/`, {});
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    order: { nr: string; totals: { grand_total: number } };
    payment_data: { result: { payUrl: string } };
  };
  return {
    nr: body.order.nr,
    grandTotal: body.order.totals.grand_total,
    payPath: new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, ''),
  };
}

const about = (received: ReceivedMail[], nr: string) =>
  received.filter((mail) => readMail(mail.raw).header('Subject').includes(nr));

describe('mail delivered over SMTP (issue 37)', () => {
  it('a guest card order: the shopper’s confirmation and payment mail, the shop’s notice, each to its own recipients', async () => {
    const relay = await startRelay();
    try {
      useRelay(relay.url);
      const shopper = 'guest-order@example.md';
      const { nr, grandTotal, payPath } = await guestCardOrder('it', shopper);
      await mailSenderIdle();
      const approve = await provider.request(`${payPath}/approve`, { method: 'POST' });
      expect(approve.status).toBe(303);
      await mailSenderIdle();

      const total = flat(formatMoney(grandTotal, 'EUR', 'it'));
      const sent = about(relay.received, nr);
      expect(sent.map((mail) => readMail(mail.raw).header('Subject'))).toEqual([
        `Abbiamo ricevuto il tuo ordine ${nr}`,
        `Comandă nouă ${nr}: ${formatMoney(grandTotal, 'EUR', 'ro')}`,
        `Pagamento ricevuto per l’ordine ${nr}`,
      ]);
      const [confirmation, notice, paid] = sent.map((mail) => ({
        envelope: mail,
        ...readMail(mail.raw),
      }));

      // A shopper's mail goes to the shopper alone; the shop's to the shop alone.
      expect(confirmation!.envelope.to).toEqual([shopper]);
      expect(paid!.envelope.to).toEqual([shopper]);
      expect(notice!.envelope.to).toEqual(STAFF);
      for (const mail of [confirmation!, notice!, paid!]) {
        expect(mail.envelope.from).toBe('no-reply@example.md');
        expect(mail.header('From')).toBe(FROM);
      }

      expect(confirmation!.header('To')).toBe(shopper);
      expect(confirmation!.header('Content-Language')).toBe('it');
      expect(confirmation!.header('Reply-To')).toBe('');
      const text = flat(confirmation!.text);
      expect(text).toContain(nr);
      expect(text).toContain('Veneziana');
      expect(text).toContain(total);
      expect(text).toContain('Independenței 5, 1, Bălți');
      expect(confirmation!.html).toContain(nr);
      expect(flat(confirmation!.html)).toContain(total);

      expect(notice!.header('To')).toBe(STAFF.join(', '));
      expect(notice!.header('Reply-To')).toBe(shopper);
      expect(notice!.header('Content-Language')).toBe('ro');
      expect(flat(notice!.text)).toContain(PHONE);
      expect(flat(notice!.text)).toContain(shopper);

      expect(flat(paid!.text)).toContain(total);
    } finally {
      await relay.close();
    }
  });

  it('a declined payment sends the shopper the way back to the cart', async () => {
    const relay = await startRelay();
    try {
      useRelay(relay.url);
      const shopper = 'declined@example.md';
      const { nr, payPath } = await guestCardOrder('ro', shopper);
      await provider.request(`${payPath}/decline`, { method: 'POST' });
      await mailSenderIdle();
      const declined = about(relay.received, nr)
        .map((mail) => ({ envelope: mail, ...readMail(mail.raw) }))
        .find((mail) => mail.header('Subject') === `Plata pentru comanda ${nr} a fost refuzată`);
      expect(declined?.envelope.to).toEqual([shopper]);
      expect(declined?.text).toContain('Înapoi la coș');
      expect(declined?.html).toContain('href="http://localhost:3000/cos"');
    } finally {
      await relay.close();
    }
  });

  it('a vacancy application reaches the shop with the CV attached byte for byte', async () => {
    const relay = await startRelay();
    try {
      useRelay(relay.url);
      const [vacancy] = await provider.db
        .select()
        .from(vacancies)
        .where(eq(vacancies.active, true))
        .orderBy(asc(vacancies.id))
        .limit(1);
      // A PDF with every byte value after its header, so any re-encoding would show.
      const cv = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
        Buffer.from('\n%%EOF\n'),
      ]);
      const form = new FormData();
      form.set('name', 'Ion Rusu');
      form.set('phone', PHONE);
      form.set('email', 'ion.rusu@example.md');
      form.set('file', new Blob([new Uint8Array(cv)]), 'CV – Ion Rusu.pdf');
      const response = await provider.request(`/feedbacks/vacancy/?vacancy=${vacancy!.id}`, {
        method: 'POST',
        body: form,
        locale: 'ru',
      });
      expect(response.status).toBe(201);
      await mailSenderIdle();
      const [application] = relay.received
        .map((mail) => ({ envelope: mail, ...readMail(mail.raw) }))
        .filter((mail) => mail.header('Subject').includes('Ion Rusu'));
      expect(application?.envelope.to).toEqual(STAFF);
      expect(application?.header('Reply-To')).toBe('ion.rusu@example.md');
      expect(application?.attachments).toHaveLength(1);
      expect(application?.attachments[0]?.filename).toBe('CV – Ion Rusu.pdf');
      expect(application?.attachments[0]?.content.equals(cv)).toBe(true);
    } finally {
      await relay.close();
    }
  });
});

describe('the outbox through a relay that refuses or is down', () => {
  it('loses nothing, spaces its retries and sends each mail once when the relay is back', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    // Orders placed while no relay is configured: everything waits in the outbox.
    vi.stubEnv('SMTP_URL', '');
    const orders = [
      await guestCardOrder('en', 'outage1@example.md'),
      await guestCardOrder('ru', 'outage2@example.md'),
    ];
    const pending = await provider.db
      .select()
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt))
      .orderBy(asc(mailOutbox.id));
    const ours = pending.filter((row) => orders.some(({ nr }) => row.subject.includes(nr)));
    expect(ours).toHaveLength(4);

    let clock = new Date('2030-01-01T10:00:00Z');
    const now = () => clock;
    const pass = async (url: string) => {
      const transport = smtpTransport({ url, from: FROM });
      try {
        return await deliverPendingMail(provider.db, transport, { now, staff: STAFF });
      } finally {
        transport.close();
      }
    };
    const rowsOf = async () =>
      (await provider.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((row) =>
        ours.some((mine) => mine.id === row.id),
      );

    // Down: the first row fails on the connection, the round stops, nothing is lost.
    const down = await startRelay();
    await down.close();
    expect(await pass(down.url)).toMatchObject({ sent: 0 });
    let rows = await rowsOf();
    expect(rows.every((row) => row.sentAt === null)).toBe(true);
    const tried = rows.filter((row) => row.attempts > 0);
    expect(tried.length).toBeGreaterThan(0);
    for (const row of tried) {
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt!.getTime() - clock.getTime()).toBe(retryDelayMs(1));
    }

    // Refusing (451 to every recipient): each due row fails on its own, and waits longer.
    const refusing = await startRelay({ refuse: true });
    try {
      clock = new Date(clock.getTime() + retryDelayMs(1));
      await pass(refusing.url);
      expect(refusing.received).toEqual([]);
      rows = await rowsOf();
      expect(rows.every((row) => row.sentAt === null && row.attempts >= 1)).toBe(true);
      for (const row of rows.filter((row) => row.attempts === 2))
        expect(row.nextAttemptAt!.getTime() - clock.getTime()).toBe(retryDelayMs(2));
      // Not due yet: a pass a moment later tries nothing.
      clock = new Date(clock.getTime() + 1_000);
      expect(await pass(refusing.url)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await refusing.close();
    }

    // Back: two senders at once, each mail delivered exactly once.
    const relay = await startRelay();
    try {
      clock = new Date(clock.getTime() + retryDelayMs(2));
      const reports = await Promise.all([pass(relay.url), pass(relay.url)]);
      expect(reports.reduce((sum, report) => sum + report.failed, 0)).toBe(0);
      rows = await rowsOf();
      expect(rows.every((row) => row.sentAt !== null)).toBe(true);
      const mine = relay.received.filter((mail) =>
        orders.some(({ nr }) => readMail(mail.raw).header('Subject').includes(nr)),
      );
      expect(mine).toHaveLength(4);
      expect(new Set(mine.map((mail) => readMail(mail.raw).header('Message-ID'))).size).toBe(4);
      expect(mine.map((mail) => mail.to.join(',')).sort()).toEqual(
        ['outage1@example.md', 'outage2@example.md', STAFF.join(','), STAFF.join(',')].sort(),
      );
    } finally {
      await relay.close();
    }
  });
});
