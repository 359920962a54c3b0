import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { logger } from '../logger';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { deliverPendingMail, mailSenderIdle, retryDelayMs, sendPendingMail } from './outbox';
import type { MailTransport } from './transport';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A local SMTP relay on a random port that keeps what it receives and wants user / secret. */
async function startRelay() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 'relay-secret')
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, received, close };
}

/** A port nothing listens on: a relay that is down. */
async function deadPort() {
  const relay = await startRelay();
  await relay.close();
  return relay.port;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words of a header, e.g. `=?UTF-8?Q?Resetarea_parolei?=`. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

/** The header and the text/plain body of a message as nodemailer writes it. */
function readMessage(raw: string) {
  const [head = ''] = raw.split(/\r\n\r\n/);
  const header = (name: string) => {
    const match = new RegExp(`^${name}:(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
    return decodeHeader((match?.[1] ?? '').replace(/\r\n[ \t]/g, ' ').trim());
  };
  const part =
    /Content-Type: text\/plain[^\r]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n--/i.exec(
      raw,
    );
  const [, encoding = '', body = ''] = part ?? [];
  const text =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding.toLowerCase() === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'latin1').toString('utf8');
  return { header, text };
}

let provider: TestProvider;
let ipCounter = 0;
let emailCounter = 0;

/** An account made straight in the database: registering would queue a welcome e-mail of its own. */
async function registered() {
  const email = `mail${++emailCounter}@example.md`;
  await provider.db.insert(users).values({
    email,
    passwordHash: 'x',
    firstName: 'Ana',
    lastName: 'Rusu',
    phone: '+373 (691) 234-56',
    createdAt: new Date(),
  });
  return email;
}

const requestReset = (email: string, lang: string) =>
  provider.request('/api/auth/resetpassword/', {
    method: 'POST',
    headers: { 'x-forwarded-for': `198.51.100.${++ipCounter}` },
    json: { email, lang },
  });

const outboxFor = async (email: string) => {
  const rows = await provider.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

const useRelay = (port: number) => {
  vi.stubEnv('SMTP_URL', `smtp://shop:relay-secret@127.0.0.1:${port}`);
  vi.stubEnv('MAIL_FROM', 'Fereastra Moldovei <no-reply@example.md>');
};

beforeAll(async () => {
  provider = await createTestProvider();
});
afterEach(async () => {
  await mailSenderIdle();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await provider.close();
});

describe('password-reset mail over SMTP', () => {
  it('delivers the localized e-mail with the reset link and marks the outbox row sent', async () => {
    const relay = await startRelay();
    try {
      useRelay(relay.port);
      const email = await registered();
      const response = await requestReset(email, 'ro');
      expect(response.status).toBe(200);
      await mailSenderIdle();

      expect(relay.received).toHaveLength(1);
      const [mail] = relay.received;
      expect(mail?.user).toBe('shop');
      expect(mail?.from).toBe('no-reply@example.md');
      expect(mail?.to).toEqual([email]);
      const { header, text } = readMessage(mail?.raw ?? '');
      expect(header('Subject')).toBe('Resetarea parolei contului dumneavoastră');
      expect(header('From')).toBe('Fereastra Moldovei <no-reply@example.md>');
      expect(header('Content-Language')).toBe('ro');
      expect(text).toContain('Bună ziua, Ana!');
      expect(text).toMatch(
        /Setați o parolă nouă: http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}/,
      );

      const row = await outboxFor(email);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeNull();
      expect(text).toContain(/token=[\w-]{43}/.exec(row.text)?.[0]);
    } finally {
      await relay.close();
    }
  });

  it('answers 200 when the relay is down, keeps the row pending with the error, and sends it on a later pass', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    useRelay(await deadPort());
    const email = await registered();
    const response = await requestReset(email, 'ru');
    expect(response.status).toBe(200);
    await mailSenderIdle();

    const pending = await outboxFor(email);
    expect(pending.sentAt).toBeNull();
    expect(pending.attempts).toBe(1);
    expect(pending.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(pending.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 10_000);
    expect(warn).toHaveBeenCalled();

    // Not due yet: a pass now leaves it alone.
    const relay = await startRelay();
    try {
      useRelay(relay.port);
      expect(await sendPendingMail(provider.db)).toEqual({ sent: 0, failed: 0 });
      expect(relay.received).toHaveLength(0);

      await provider.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, pending.id));
      expect(await sendPendingMail(provider.db)).toEqual({ sent: 1, failed: 0 });
      expect(relay.received).toHaveLength(1);
      expect(readMessage(relay.received[0]?.raw ?? '').header('Subject')).toBe(
        'Сброс пароля вашей учётной записи',
      );
      const sent = await outboxFor(email);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(sent.attempts).toBe(2);
      expect(sent.lastError).toBeNull();
    } finally {
      await relay.close();
    }
  });

  it('leaves the outbox alone when SMTP_URL is not set', async () => {
    vi.stubEnv('SMTP_URL', '');
    const email = await registered();
    expect((await requestReset(email, 'en')).status).toBe(200);
    expect(await sendPendingMail(provider.db)).toBeNull();
    const row = await outboxFor(email);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(0);
  });
});

describe('deliverPendingMail', () => {
  const message = (to: string) => ({
    recipient: to,
    subject: 's',
    text: 't',
    html: '<p>t</p>',
    kind: 'test',
    locale: 'en',
    createdAt: new Date(),
  });

  it('goes on after a message the relay rejects and stops at a relay failure', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await provider.db.delete(mailOutbox);
    await provider.db
      .insert(mailOutbox)
      .values([
        message('rejected@example.md'),
        message('ok@example.md'),
        message('down@example.md'),
        message('later@example.md'),
      ]);
    const seen: string[] = [];
    const transport: MailTransport = {
      async send({ to }) {
        seen.push(String(to));
        if (to === 'rejected@example.md')
          throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        if (to === 'down@example.md')
          throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      },
    };
    expect(await deliverPendingMail(provider.db, transport)).toEqual({ sent: 1, failed: 2 });
    expect(seen).toEqual(['rejected@example.md', 'ok@example.md', 'down@example.md']);
    const rows = await provider.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(
      rows.map((row) => [row.recipient, row.attempts, row.sentAt !== null, row.lastError]),
    ).toEqual([
      ['rejected@example.md', 1, false, '550 mailbox unavailable'],
      ['ok@example.md', 1, true, null],
      ['down@example.md', 1, false, 'connect ECONNREFUSED'],
      ['later@example.md', 0, false, null],
    ]);
  });

  it('sends a row once when two senders run at the same time', async () => {
    await provider.db.delete(mailOutbox);
    await provider.db
      .insert(mailOutbox)
      .values(Array.from({ length: 5 }, (_, i) => message(`twice${i}@example.md`)));
    const seen: string[] = [];
    const transport: MailTransport = {
      async send({ to }) {
        seen.push(String(to));
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const reports = await Promise.all([
      deliverPendingMail(provider.db, transport),
      deliverPendingMail(provider.db, transport),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(5);
    expect(seen.sort()).toEqual(Array.from({ length: 5 }, (_, i) => `twice${i}@example.md`).sort());
  });

  it('keeps the shop’s mail while STAFF_EMAIL is unset and then sends it to every staff address', async () => {
    await provider.db.delete(mailOutbox);
    await provider.db
      .insert(mailOutbox)
      .values([
        { ...message(''), audience: 'staff', replyTo: 'shopper@example.md', kind: 'staff_order' },
        message('shopper@example.md'),
      ]);
    const seen: { to: string | string[]; replyTo?: string; kind: string }[] = [];
    const transport: MailTransport = {
      async send({ to, replyTo, kind }) {
        seen.push({ to, replyTo, kind });
      },
    };
    expect(await deliverPendingMail(provider.db, transport)).toEqual({ sent: 1, failed: 0 });
    expect(seen).toEqual([{ to: 'shopper@example.md', replyTo: undefined, kind: 'test' }]);

    const staff = ['orders@example.md', 'manager@example.md'];
    expect(await deliverPendingMail(provider.db, transport, { staff })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(seen[1]).toEqual({ to: staff, replyTo: 'shopper@example.md', kind: 'staff_order' });
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});
