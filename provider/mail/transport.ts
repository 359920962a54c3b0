import type { Db } from '../db/client';
import { mailOutbox, type MailAudience } from '../db/schema';

export interface MailAttachment {
  /** The stored file on disk (read when the mail is sent, never copied into the outbox). */
  path: string;
  /** The name the recipient sees: the file's original name. */
  filename: string;
}

export interface MailMessage {
  /** The recipient; empty on mail to the shop, which goes to STAFF_EMAIL when sent. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about, e.g. `password_reset`; lets a relay or a test find it. */
  kind: string;
  locale: string;
  /** Default `customer`: the mail goes to `to`. */
  audience?: MailAudience;
  replyTo?: string;
  headers?: Record<string, string>;
  attachment?: MailAttachment;
}

/** A message as the outbox hands it to the relay: the shop's mail has its addresses by now. */
export interface OutgoingMail extends Omit<MailMessage, 'to'> {
  to: string | string[];
}

/** Where the provider hands e-mail over. */
export interface MailTransport {
  send(message: OutgoingMail, now: Date): Promise<void>;
}

/** The outbox row of a message. */
function outboxRow(message: MailMessage, now: Date): typeof mailOutbox.$inferInsert {
  return {
    recipient: message.audience === 'staff' ? '' : message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind: message.kind,
    locale: message.locale,
    audience: message.audience ?? 'customer',
    replyTo: message.replyTo ?? null,
    headers: message.headers ?? null,
    attachmentPath: message.attachment?.path ?? null,
    attachmentName: message.attachment?.filename ?? null,
    createdAt: now,
  };
}

/**
 * The default way in: the mail is stored in `mail_outbox` in the request's own database (or its
 * transaction), so a slow or absent mail server never fails or slows a request. With SMTP_URL set,
 * the outbox sender (outbox.ts) hands the unsent rows to the SMTP transport (smtp.ts); without it
 * they wait for a relay.
 */
export async function storeInOutbox(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(message, now));
}
