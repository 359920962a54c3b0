import { and, asc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { getMailConfig } from '../../lib/config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { logger } from '../logger';
import { smtpTransport } from './smtp';
import { storeInOutbox, type MailMessage, type MailTransport } from './transport';

/** Rows claimed per query; the sender keeps going while a batch comes back full. */
const BATCH_SIZE = 20;
/** How long a claimed row is left to its sender before another may try it (a crash mid-send). */
const CLAIM_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 1_000;
/** How often `startMailSender` looks for due rows (retries after a relay outage). */
export const MAIL_SENDER_INTERVAL_MS = 60_000;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** 1 min after the first failure, doubling up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/** An SMTP reply concerns this message; anything else (refused connection, login) the relay itself. */
const isMessageRejection = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { responseCode?: unknown }).responseCode === 'number';

/** Rows to send at `at`; the shop's own mail only once STAFF_EMAIL names someone to send it to. */
const due = (at: Date, staffKnown: boolean) =>
  and(
    isNull(mailOutbox.sentAt),
    or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, at)),
    staffKnown ? undefined : ne(mailOutbox.audience, 'staff'),
  );

export interface DeliveryOptions {
  now?: () => Date;
  /** STAFF_EMAIL: where the shop's notifications go; without it they stay in the outbox. */
  staff?: readonly string[];
}

/**
 * Hands the due outbox rows to `transport`, oldest first. Each row is claimed with a conditional
 * update, so several senders (processes) never send the same row twice; a sent row gets `sent_at`,
 * a failed one its error, one more attempt and a later `next_attempt_at`. A failure of the relay
 * itself ends the round: the other rows would only fail the same way.
 */
export async function deliverPendingMail(
  db: Db,
  transport: MailTransport,
  { now = () => new Date(), staff = [] }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const staffKnown = staff.length > 0;
  for (;;) {
    const candidates = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due(now(), staffKnown))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH_SIZE);
    for (const { id } of candidates) {
      const claimedAt = now();
      const [row] = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(claimedAt.getTime() + CLAIM_LEASE_MS),
        })
        .where(and(eq(mailOutbox.id, id), due(claimedAt, staffKnown)))
        .returning();
      if (!row) continue;
      try {
        await transport.send(
          {
            to: row.audience === 'staff' ? [...staff] : row.recipient,
            subject: row.subject,
            text: row.text,
            html: row.html,
            kind: row.kind,
            locale: row.locale,
            audience: row.audience,
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
            ...(row.headers ? { headers: row.headers } : {}),
            ...(row.attachmentPath
              ? {
                  attachment: {
                    path: row.attachmentPath,
                    filename: row.attachmentName ?? 'attachment',
                  },
                }
              : {}),
          },
          row.createdAt,
        );
        await db
          .update(mailOutbox)
          .set({ sentAt: now(), lastError: null, nextAttemptAt: null })
          .where(eq(mailOutbox.id, id));
        report.sent += 1;
      } catch (error) {
        const failedAt = now();
        await db
          .update(mailOutbox)
          .set({
            lastError: describeError(error),
            nextAttemptAt: new Date(failedAt.getTime() + retryDelayMs(row.attempts)),
          })
          .where(eq(mailOutbox.id, id));
        report.failed += 1;
        logger.warn(
          `mail ${id} (${row.kind}) not sent, attempt ${row.attempts}`,
          describeError(error),
        );
        if (!isMessageRejection(error)) return report;
      }
    }
    if (candidates.length < BATCH_SIZE) return report;
  }
}

/** One pass over the outbox with the configured relay; null when no SMTP_URL is set. */
async function sendWithConfiguredRelay(db: Db): Promise<DeliveryReport | null> {
  const config = getMailConfig();
  if (!config.SMTP_URL || !config.MAIL_FROM) return null;
  const transport = smtpTransport({ url: config.SMTP_URL, from: config.MAIL_FROM });
  try {
    return await deliverPendingMail(db, transport, { staff: config.STAFF_EMAIL });
  } finally {
    transport.close();
  }
}

/** Per database: the pass that will start next (one is enough however many callers ask). */
const lanes = new WeakMap<
  Db,
  { tail: Promise<unknown>; queued: Promise<DeliveryReport | null> | null }
>();
const inFlight = new Set<Promise<unknown>>();

/**
 * Sends the pending outbox rows over SMTP when SMTP_URL is configured (null otherwise). Passes on
 * one database run one after another, and a caller arriving while one runs joins the next, so every
 * row queued before the call is tried. Never rejects: a failure is logged and stays in the outbox.
 */
export function sendPendingMail(db: Db): Promise<DeliveryReport | null> {
  let lane = lanes.get(db);
  if (!lane) {
    lane = { tail: Promise.resolve(), queued: null };
    lanes.set(db, lane);
  }
  if (lane.queued) return lane.queued;
  const current = lane;
  const pass = current.tail.then(() => {
    current.queued = null;
    return sendWithConfiguredRelay(db).catch((error: unknown) => {
      logger.error('sending the mail outbox failed', error);
      return null;
    });
  });
  current.queued = pass;
  current.tail = pass;
  inFlight.add(pass);
  void pass.finally(() => inFlight.delete(pass));
  return pass;
}

/** Resolves once every pass started so far has finished (tests; a graceful shutdown). */
export async function mailSenderIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/**
 * Puts a message into the outbox and, when SMTP is configured, starts sending it without waiting:
 * the request answers at once and a relay outage only leaves the row pending.
 */
export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await storeInOutbox(db, message, now);
  void sendPendingMail(db);
}

/**
 * For the server's start: sends what is pending now (rows left by an outage or a restart) and
 * then looks again every `intervalMs` for retries that have come due. Returns the stop function.
 * Does nothing when SMTP_URL is not set.
 */
export function startMailSender(db: Db, intervalMs = MAIL_SENDER_INTERVAL_MS): () => void {
  if (!getMailConfig().SMTP_URL) return () => {};
  void sendPendingMail(db);
  const timer = setInterval(() => void sendPendingMail(db), intervalMs);
  // The sender alone must not keep a process alive that is otherwise done.
  timer.unref();
  return () => clearInterval(timer);
}
