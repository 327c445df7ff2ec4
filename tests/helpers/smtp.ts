import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the server was told the message is from and to. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Who signed in, when the client authenticated. */
  user?: string;
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  /** The text/plain part, its transfer encoding undone. */
  text: string;
  html?: string;
  raw: string;
}

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeBody = (body: string, encoding = '') => {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  return body;
};

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header, as nodemailer writes non-ASCII subjects and names. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

const split = (part: string) => {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
};

/** Enough of MIME for what nodemailer sends: a text part, perhaps with an HTML twin in multipart/alternative. */
export const parseMail = (raw: string) => {
  const { headers, body } = split(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      // The line break before a boundary belongs to the boundary.
      const part = split(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
      parts.push({ type: part.headers['content-type'] ?? 'text/plain', content: decodeBody(part.body, part.headers['content-transfer-encoding']) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decodeBody(body, headers['content-transfer-encoding']) });
  }
  return {
    headers,
    from: decodeWords(headers.from ?? ''),
    to: decodeWords(headers.to ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content.replace(/\r\n/g, '\n') ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content,
  };
};

export interface TestSmtp {
  url: (auth?: { user: string; pass: string }) => string;
  received: ReceivedMail[];
  /** Waits until `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Refuses every message from now on (a full mailbox, a rejected recipient). */
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, accepting any sign-in (or none), without TLS. */
export const startSmtp = async (): Promise<TestSmtp> => {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        const raw = Buffer.concat(chunks).toString('latin1');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          envelopeFrom,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: (auth) => (auth ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}` : `smtp://127.0.0.1:${port}`),
    received,
    refuse: (on) => {
      refusing = on;
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
