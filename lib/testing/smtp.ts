// A real SMTP server for tests (smtp-server on a port of its own), collecting what it accepts, and a small MIME
// reader for what nodemailer sends (headers, multipart bodies, quoted-printable and base64 parts).
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type Received = { raw: string; from: string; to: string[] };

export type TestSmtp = {
  port: number;
  url: string;
  /** Messages accepted (answered 250). */
  accepted: Received[];
  /** Messages whose data arrived, accepted or not. */
  seen: Received[];
  close: () => Promise<void>;
};

/** Starts an SMTP server on `port` (0: any free port); `onMessage` may refuse a message by throwing. */
export async function startSmtpServer(options: { port?: number; onMessage?: (message: Received) => void | Promise<void> } = {}): Promise<TestSmtp> {
  const accepted: Received[] = [];
  const seen: Received[] = [];
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          raw: Buffer.concat(chunks).toString('utf8'),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        seen.push(message);
        Promise.resolve()
          .then(() => options.onMessage?.(message))
          .then(
            () => {
              accepted.push(message);
              callback();
            },
            (error: Error & { responseCode?: number }) => callback(error),
          );
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type MimePart = { headers: Record<string, string>; body: Buffer; parts: MimePart[] };

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(text: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(text.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable': {
      const soft = text.replace(/=\r?\n/g, '');
      const bytes: number[] = [];
      for (let i = 0; i < soft.length; i++) {
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
          bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
      }
      return Buffer.from(bytes);
    }
    default:
      return Buffer.from(text, 'utf8');
  }
}

/** Parses a MIME message (or part) into headers, decoded body and sub-parts. */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary && /^multipart\//i.test(headers['content-type'] ?? '')) {
    const pieces = rest.split(`--${boundary}`).slice(1);
    const parts = pieces.filter((piece) => !piece.startsWith('--')).map((piece) => parseMime(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  return { headers, body: decodeBody(rest, headers['content-transfer-encoding']), parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

/** Decodes an RFC 2047 header value (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable').toString('utf8'),
    );
}
