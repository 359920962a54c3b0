import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMail } from '../../provider/testing/smtp-relay';
import { mailCaptureDir } from '../../scripts/mail-capture.mjs';
import { expect } from './fixtures';

export interface ReceivedMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Every message the e2e server's relay received so far (scripts/mail-capture.mjs). */
export async function receivedMails(): Promise<ReceivedMessage[]> {
  const dir = mailCaptureDir(process.env.E2E_PORT ?? 3210);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const envelope = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        to: string[];
      };
      const mail = readMail(await readFile(path.join(dir, name.replace(/\.json$/, '.eml'))));
      return {
        to: envelope.to,
        subject: mail.header('subject'),
        // Plain text wraps long lines: a test reads it as one.
        text: mail.text.replace(/\s+/g, ' '),
      };
    }),
  );
}

/** The messages to `recipient` whose text says `line`, once the outbox has sent one (or fails). */
export async function mailsSaying(recipient: string, line: string): Promise<ReceivedMessage[]> {
  const matching = async () =>
    (await receivedMails()).filter(
      (mail) => mail.to.includes(recipient) && mail.text.includes(line),
    );
  await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return matching();
}
