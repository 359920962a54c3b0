import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  url: string;
  /** The From header, e.g. `Fereastra Moldovei <no-reply@example.md>`. */
  from: string;
}

export interface SmtpTransport extends MailTransport {
  /** Closes the connection to the relay; the transport is not used afterwards. */
  close(): void;
}

/**
 * Sends each message straight to an SMTP relay. Requests never use it directly: they queue mail in
 * the outbox and the outbox sender (outbox.ts) hands the pending rows to this transport.
 */
export function smtpTransport({ url, from }: SmtpSettings): SmtpTransport {
  const transporter = createTransport(
    // A relay that does not answer must not keep the sender busy for minutes (the defaults).
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(message, now) {
      await transporter.sendMail({
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        date: now,
        headers: { ...message.headers, 'Content-Language': message.locale },
        ...(message.attachment
          ? {
              attachments: [
                { path: message.attachment.path, filename: message.attachment.filename },
              ],
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
