import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, subscriptions } from '../db/schema';
import { createTestProvider, type TestProvider } from '../testing/harness';

let provider: TestProvider;
let clock = new Date('2026-11-27T09:00:00Z');
beforeAll(async () => {
  provider = await createTestProvider({ now: () => clock });
});
afterAll(() => provider.close());

const subscribe = (email: string, locale = 'en') =>
  provider.request('/feedbacks/subscribe/', { method: 'POST', json: { email }, locale });

const confirmations = (email: string) =>
  provider.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.id));

/** The path under /backend of a link in a mail's text. */
const linkIn = (text: string, part: string) => {
  const url = new RegExp(`http://localhost:3000/backend(/feedbacks/${part}/[\\w.-]+)`).exec(text);
  expect(url).not.toBeNull();
  return url![1]!;
};

const form = (path: string, method = 'GET') =>
  provider.request(path, {
    method,
    ...(method === 'POST'
      ? {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });

describe('newsletter double opt-in (issue 37)', () => {
  it('answers the same for a new, a pending and a confirmed address, and mails only those not confirmed', async () => {
    const fresh = await subscribe('New@Example.md', 'ro');
    expect(fresh.status).toBe(202);
    expect(await fresh.json()).toEqual({ email: 'new@example.md' });
    const [mail, ...more] = await confirmations('new@example.md');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'newsletter_confirmation',
      locale: 'ro',
      subject: 'Confirmați abonarea la noutățile Fereastra Moldovei',
    });
    const unsubscribe = linkIn(mail!.text, 'unsubscribe');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/backend${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [row] = await provider.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, 'new@example.md'));
    expect(row!.confirmedAt).toBeNull();

    // Again at once: the same answer, no second mail (one per ten minutes).
    const again = await subscribe('new@example.md');
    expect([again.status, await again.json()]).toEqual([202, { email: 'new@example.md' }]);
    expect(await confirmations('new@example.md')).toHaveLength(1);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await subscribe('new@example.md');
    expect(await confirmations('new@example.md')).toHaveLength(2);

    // Confirmed: still the same answer, and nothing more is sent.
    const confirm = linkIn(mail!.text, 'subscribe/confirm');
    const opened = await form(confirm);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<form method="post">');
    expect(
      (await provider.db.select().from(subscriptions).where(isNotNull(subscriptions.confirmedAt)))
        .length,
    ).toBe(0);
    const confirmed = await form(confirm, 'POST');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Abonarea este confirmată');
    clock = new Date(clock.getTime() + 11 * 60_000);
    const late = await subscribe('new@example.md');
    expect([late.status, await late.json()]).toEqual([202, { email: 'new@example.md' }]);
    expect(await confirmations('new@example.md')).toHaveLength(2);
  });

  it('tells the shop of confirmed subscribers once a day at most', async () => {
    const digests = () =>
      provider.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'staff_newsletter_digest'))
        .orderBy(asc(mailOutbox.id));
    const [first] = await digests();
    expect(first).toMatchObject({
      audience: 'staff',
      subject: 'Newsletter: 1 abonați noi confirmați',
    });

    for (const email of ['b@example.md', 'c@example.md']) {
      await subscribe(email);
      const [mail] = await confirmations(email);
      await form(linkIn(mail!.text, 'subscribe/confirm'), 'POST');
    }
    expect(await digests()).toHaveLength(1);

    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    await subscribe('d@example.md');
    const [mail] = await confirmations('d@example.md');
    await form(linkIn(mail!.text, 'subscribe/confirm'), 'POST');
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe('Newsletter: 3 abonați noi confirmați');
    expect(all[1]!.text).toContain('Total abonați confirmați: 4');
  });

  it('unsubscribes in one click (RFC 8058 POST), and refuses a forged or expired link', async () => {
    const [mail] = await confirmations('b@example.md');
    const unsubscribe = linkIn(mail!.text, 'unsubscribe');
    const opened = await form(unsubscribe);
    expect(opened.status).toBe(200);
    expect(
      await provider.db.select().from(subscriptions).where(eq(subscriptions.email, 'b@example.md')),
    ).toHaveLength(1);
    const done = await form(unsubscribe, 'POST');
    expect(done.status).toBe(200);
    expect(
      await provider.db.select().from(subscriptions).where(eq(subscriptions.email, 'b@example.md')),
    ).toEqual([]);

    expect(
      (
        await form(
          unsubscribe.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          'POST',
        )
      ).status,
    ).toBe(404);
    const [pending] = await confirmations('new@example.md');
    clock = new Date(clock.getTime() + 8 * 24 * 60 * 60_000);
    expect((await form(linkIn(pending!.text, 'subscribe/confirm'), 'POST')).status).toBe(404);
  });
});
