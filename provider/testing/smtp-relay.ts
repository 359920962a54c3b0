import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the relay was told to deliver to, whatever the headers say. */
  from: string;
  to: string[];
  raw: Buffer;
}

/**
 * A local SMTP relay on a random port that keeps what it receives. `refuse` makes it answer every
 * recipient with a temporary failure (451), as a relay does that is overloaded or greylisting.
 */
export async function startRelay(options: { refuse?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse)
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, url: `smtp://127.0.0.1:${port}`, received, close };
}

export interface MimePart {
  headers: Map<string, string>;
  /** The decoded body of a leaf part. */
  body: Buffer;
  parts: MimePart[];
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Comand=C4=83?=`. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );

/** RFC 2231 parameters as nodemailer writes long or non-ASCII file names: name*0*=utf-8''…; name*1*=… */
function parameter(header: string, name: string): string | undefined {
  const pieces = [...header.matchAll(new RegExp(`${name}\\*(\\d+)?\\*?=("?)([^";]*)\\2`, 'gi'))];
  if (pieces.length) {
    const joined = pieces.map((piece) => piece[3]).join('');
    const encoded = /^utf-8''/i.test(joined);
    const value = joined.replace(/^utf-8''/i, '');
    return encoded ? decodeURIComponent(value) : value;
  }
  const plain = new RegExp(`${name}=("?)([^";]*)\\1`, 'i').exec(header);
  return plain ? decodeWords(plain[2]!) : undefined;
}

/** A message or a part as it was sent: headers decoded, multipart bodies split, bodies decoded. */
export function parseMime(raw: Buffer): MimePart {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(
        line.slice(0, colon).toLowerCase(),
        decodeWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8')),
      );
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1, -1);
    return {
      headers,
      body: Buffer.alloc(0),
      parts: sections.map((section) =>
        parseMime(Buffer.from(section.replace(/^\r\n/, '').replace(/\r\n$/, ''), 'latin1')),
      ),
    };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rest)
        : Buffer.from(rest, 'latin1');
  return { headers, body, parts: [] };
}

const leaves = (part: MimePart): MimePart[] =>
  part.parts.length ? part.parts.flatMap(leaves) : [part];

/** What a test reads of a received mail: headers, the text and HTML bodies, the attachments. */
export function readMail(raw: Buffer) {
  const message = parseMime(raw);
  const all = leaves(message);
  const body = (type: string) =>
    all
      .find(
        (part) =>
          (part.headers.get('content-type') ?? '').toLowerCase().startsWith(type) &&
          !/attachment/i.test(part.headers.get('content-disposition') ?? ''),
      )
      ?.body.toString('utf8') ?? '';
  return {
    header: (name: string) => message.headers.get(name.toLowerCase()) ?? '',
    text: body('text/plain'),
    html: body('text/html'),
    attachments: all
      .filter((part) => /attachment/i.test(part.headers.get('content-disposition') ?? ''))
      .map((part) => ({
        filename: parameter(part.headers.get('content-disposition') ?? '', 'filename') ?? '',
        content: part.body,
      })),
  };
}
