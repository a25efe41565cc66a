// The outbox sender against a real SMTP server (smtp-server, started here): delivered once with every header and
// part; woken by the commit; a server that is down, then back; permanent refusals and the merchant's retry;
// two senders at once; and processes killed with SIGKILL — after the commit, before any sender ran, and in the
// middle of a send — after which a new sender delivers every message exactly once.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, getDb, openPool, openDatabase } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import type { RetryPolicy } from '@/lib/domain/mail/delivery';
import { retryMessage } from '@/lib/domain/mail/messages';
import { fixtureOrder, type MailBusiness, mailBusiness } from '@/lib/testing/mail-fixtures';
import { decodeQrPng, epcFields } from '@/lib/testing/qr';
import { parseMail, startSmtpServer, type TestSmtp } from '@/lib/testing/smtp';
import { OutboxSender } from './sender';
import { messageIdOf, smtpSender } from './transport';

const ROOT = path.resolve(__dirname, '../..');
const FROM = 'Vitrine <no-reply@vitrine.test>';
const FAST: RetryPolicy = { maxAttempts: 3, baseDelayMs: 100, maxDelayMs: 400 };

let db: Db;
let database: Database;
let shop: MailBusiness;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  database = await openDatabase('test');
  db = await getDb();
  shop = await mailBusiness(db);
  // The database this file starts from may hold other messages (the demo's orders, on the PostgreSQL pass).
  await db.delete(outboxMessages);
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  // Every test starts with an empty outbox: a message left by one test is no other test's business.
  await db.delete(outboxMessages);
});

function sender(smtpUrl: string, options: { policy?: RetryPolicy; database?: Pick<Database, 'db' | 'pool'> } = {}) {
  const transport = smtpSender(smtpUrl, FROM);
  const target = options.database ?? database;
  const instance = new OutboxSender({ db: target.db, pool: target.pool, send: transport.send, policy: options.policy ?? FAST, sweepMs: 60_000, log: { warn: () => undefined, error: () => undefined } });
  cleanups.push(async () => {
    await instance.stop();
    transport.close();
  });
  return instance;
}

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtp> {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const rowsOf = (orderIds: string[]) => db.select().from(outboxMessages).where(inArray(outboxMessages.orderId, orderIds));
const messageIds = (server: TestSmtp) => Promise.all(server.accepted.map(async (message) => (await parseMail(message.raw)).messageId));

describe('delivery', () => {
  it('delivers each message once, with From, To, Reply-To, Subject, a stable Message-ID, both parts and the QR', async () => {
    const server = await smtp();
    const orderId = await fixtureOrder(db, shop);
    const outbox = sender(server.url);
    await outbox.wake();
    expect(server.accepted).toHaveLength(2);
    const rows = await rowsOf([orderId]);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const confirmation = rows.find((row) => row.kind === 'order_confirmation')!;
    const received = server.accepted.find((message) => message.to.includes('anne.peeters@example.be'))!;
    const mail = await parseMail(received.raw);
    expect(mail.from?.value).toEqual([{ name: 'Vitrine', address: 'no-reply@vitrine.test' }]); // FROM
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : null).toEqual([{ name: 'Anne Peeters', address: 'anne.peeters@example.be' }]);
    expect(mail.replyTo?.value).toEqual([{ name: '', address: 'bonjour@maison-lemaire.be' }]);
    expect(mail.subject).toBe(confirmation.subject);
    expect(mail.messageId).toBe(`<${confirmation.id}@vitrine.test>`);
    expect(mail.messageId).toBe(messageIdOf(confirmation.id, FROM));
    expect(mail.text?.replace(/\r\n/g, '\n')).toBe(confirmation.text);
    expect(typeof mail.html === 'string' ? mail.html.replace(/\r\n/g, '\n') : null).toBe(confirmation.html.replace(/\r\n/g, '\n'));
    const image = mail.attachments.find((attachment) => attachment.contentType === 'image/png')!;
    expect(image.cid).toBe('epc-qr');
    expect(image.contentDisposition).toBe('inline');
    const fields = epcFields(decodeQrPng(image.content));
    expect(fields).toMatchObject({ service: 'BCD', version: '002', charset: '1', identification: 'SCT', bic: 'GKCCBEBB', name: 'Maison Lemaire SRL', iban: 'BE68539007547034', amount: 'EUR12.30' });
    expect(fields.reference).toMatch(/^\d{12}$/);
    expect(confirmation.text.replace(/\D/g, '')).toContain(fields.reference);

    await outbox.wake(); // nothing is due any more
    expect(server.accepted).toHaveLength(2);
  });

  it('is woken by the commit that wrote the message (LISTEN), without being asked', async () => {
    const server = await smtp();
    const outbox = sender(server.url).start();
    await until(() => outbox.isListening, 'the listener');
    await until(async () => (await outbox.wake(), true), 'the first run');
    await fixtureOrder(db, shop);
    await until(() => server.accepted.length === 2, 'both messages');
  });
});

describe('failures', () => {
  it('a mail server that is down, then back: retried with backoff and delivered once', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close(); // nothing listens there now
    const orderId = await fixtureOrder(db, shop, {}, 'placed');
    const outbox = sender(`smtp://127.0.0.1:${port}`).start();
    await until(async () => (await rowsOf([orderId])).every((row) => row.attempts >= 1), 'a failed attempt');
    const [failedOnce] = await rowsOf([orderId]);
    expect(failedOnce!.status).toBe('pending');
    expect(failedOnce!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const server = await smtp({ port });
    await until(async () => (await rowsOf([orderId])).every((row) => row.status === 'sent'), 'delivery after the server came back');
    expect(server.accepted).toHaveLength(2);
    expect(new Set(await messageIds(server)).size).toBe(2);
    void outbox;
  });

  it('after the last attempt a message is failed, visible with its error; "Retry" sends it', async () => {
    let refuse = true;
    const server = await smtp({
      onMessage: () => {
        if (refuse) throw Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
      },
    });
    const orderId = await fixtureOrder(db, shop, { email: 'busy@example.be' });
    const outbox = sender(server.url).start();
    await until(async () => (await rowsOf([orderId])).every((row) => row.status === 'failed'), 'failure after 3 attempts');
    const rows = await rowsOf([orderId]);
    expect(rows.map((row) => row.attempts)).toEqual([3, 3]);
    expect(rows[0]!.lastError).toContain('Mailbox busy');
    expect(server.accepted).toHaveLength(0);
    refuse = false;
    await retryMessage(db, shop.businessId, rows[0]!.id, 'owner');
    const retriedRow = async () => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, rows[0]!.id)))[0]!;
    await until(async () => (await retriedRow()).status === 'sent', 'the retried message');
    expect(await retriedRow()).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(server.accepted).toHaveLength(1);
    void outbox;
  });

  it('a permanent refusal (5xx) fails at once', async () => {
    const server = await smtp({
      onMessage: (message) => {
        if (message.to.includes('nobody@example.be')) throw Object.assign(new Error('No such user'), { responseCode: 550 });
      },
    });
    const orderId = await fixtureOrder(db, shop, { email: 'nobody@example.be' });
    await sender(server.url).wake();
    const rows = await rowsOf([orderId]);
    expect(rows.find((row) => row.kind === 'order_confirmation')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.find((row) => row.kind === 'new_order')).toMatchObject({ status: 'sent' });
  });
});

describe('several senders and crashes', () => {
  it('two senders (two nodes, two pools) at once: each message once', async () => {
    const server = await smtp();
    const orderIds: string[] = [];
    for (let i = 0; i < 10; i++) orderIds.push(await fixtureOrder(db, shop));
    const other = await openPool(process.env.DATABASE_URL!, 'postgres', 'second node');
    cleanups.push(() => other.close());
    const a = sender(server.url);
    const b = sender(server.url, { database: other });
    await Promise.all([a.wake(), b.wake(), a.wake(), b.wake()]);
    expect(server.accepted).toHaveLength(20);
    expect(new Set(await messageIds(server)).size).toBe(20);
    expect(a.stats.sent + b.stats.sent).toBe(20);
    expect(a.stats.sent).toBeGreaterThan(0);
    expect(b.stats.sent).toBeGreaterThan(0);
    expect((await rowsOf(orderIds)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  function child(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcessWithoutNullStreams; line: Record<string, unknown> }> {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/testing/mail-crash-child.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let stderr = '';
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    cleanups.push(() => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    });
    return new Promise((resolve, reject) => {
      readline.createInterface({ input: proc.stdout }).once('line', (line) => resolve({ child: proc, line: JSON.parse(line) as Record<string, unknown> }));
      proc.once('exit', (code) => reject(new Error(`child exited (${code}): ${stderr}`)));
    });
  }

  const killed = (proc: ChildProcessWithoutNullStreams) =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) resolve();
      else proc.once('exit', () => resolve());
    });

  it('a process killed (SIGKILL) right after its commit, before any sender ran: a new sender delivers once', async () => {
    const server = await smtp();
    const { child: proc, line } = await child(['order', shop.businessId, shop.locationId]);
    proc.kill('SIGKILL');
    await killed(proc);
    const orderId = line.committed as string;
    expect((await rowsOf([orderId])).map((row) => row.status)).toEqual(['pending', 'pending']);
    await sender(server.url).wake();
    expect(server.accepted).toHaveLength(2);
    expect((await rowsOf([orderId])).every((row) => row.status === 'sent')).toBe(true);
  });

  it('a sender killed in the middle of a send: the message is sent again with the same Message-ID, each accepted once', async () => {
    const orderIds = [await fixtureOrder(db, shop), await fixtureOrder(db, shop)];
    let victim: ChildProcessWithoutNullStreams | null = null;
    const server = await smtp({
      onMessage: async () => {
        // The first message reaches the server; its sender dies before the server answers (and before its commit).
        if (victim && victim.exitCode === null && victim.signalCode === null) {
          victim.kill('SIGKILL');
          await killed(victim);
          throw Object.assign(new Error('sender gone'), { responseCode: 421 });
        }
      },
    });
    const { child: proc } = await child(['send'], { SMTP_URL: server.url });
    victim = proc;
    await until(() => server.seen.length >= 1, 'the first message to arrive');
    await killed(proc);
    const lost = (await parseMail(server.seen[0]!.raw)).messageId;
    expect(server.accepted).toHaveLength(0);
    // Its transaction died with its connection: the row is due again, with nothing recorded.
    await until(async () => (await rowsOf(orderIds)).every((row) => row.status === 'pending' && row.attempts === 0), 'the claim to be released');
    await sender(server.url).wake();
    expect(server.accepted).toHaveLength(4);
    expect(new Set(await messageIds(server)).size).toBe(4);
    expect(await messageIds(server)).toContain(lost);
    expect((await rowsOf(orderIds)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
