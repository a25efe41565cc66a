// A real SMTP server for tests (smtp-server on a port of its own), collecting what it accepts; what it received is
// read back with mailparser.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
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

/** A received message parsed by mailparser (headers, text and HTML parts, attachments with their content ids). */
export const parseMail = (raw: string): Promise<ParsedMail> => simpleParser(raw, { keepCidLinks: true });
