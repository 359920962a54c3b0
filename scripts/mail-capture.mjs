// The end-to-end servers' SMTP relay: a local smtp-server that delivers nowhere and keeps each
// message it receives as a file, so a test reads the mail a shopper would have received (issue 38).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Where the relay of the server on `port` keeps its messages: `<n>.json` (envelope) and `<n>.eml`. */
export const mailCaptureDir = (port) =>
  path.join(os.tmpdir(), `storefront-e2e-mail-${String(port)}`);

/**
 * Starts the relay on a free port of 127.0.0.1 with an empty `dir`; answers its `smtp://` URL and
 * a function that stops it and removes the folder.
 */
export async function startMailCapture(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const name = String(++count).padStart(5, '0');
        writeFileSync(path.join(dir, `${name}.eml`), Buffer.concat(chunks));
        // The envelope last: a reader that sees it finds the whole message beside it.
        writeFileSync(
          path.join(dir, `${name}.json`),
          JSON.stringify({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  const stop = () => {
    server.close(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `smtp://127.0.0.1:${port}`, stop };
}
