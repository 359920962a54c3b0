import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about, e.g. `password_reset`; lets a relay or a test find it. */
  kind: string;
  locale: string;
}

/** Where the provider hands e-mail over. */
export interface MailTransport {
  send(message: MailMessage, now: Date): Promise<void>;
}

/**
 * The default transport: the mail is stored in `mail_outbox` in the request's own database, so a
 * slow or absent mail server never fails or slows a request. With SMTP_URL set, the outbox sender
 * (outbox.ts) hands the unsent rows to the SMTP transport (smtp.ts); without it they wait for a relay.
 */
export function outboxTransport(db: Db): MailTransport {
  return {
    async send(message, now) {
      await db.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        kind: message.kind,
        locale: message.locale,
        createdAt: now,
      });
    },
  };
}
