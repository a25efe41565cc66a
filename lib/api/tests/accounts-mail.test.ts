// The account messages through a real SMTP server (smtp-server, started here) and the outbox sender: the
// verification and reset e-mails are delivered to the person, with a plain-text and an HTML part whose links work.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { OutboxSender } from '../../mail/sender';
import { smtpSender } from '../../mail/transport';
import { PEER_HEADER, markFrontDoorInstalled } from '../client-address';
import { parseMail, startSmtpServer, type TestSmtp } from '../../testing/smtp';
import * as verification from '@/app/api/dashboard/email-verification/route';
import * as reset from '@/app/api/dashboard/password-reset/route';
import * as resetConfirm from '@/app/api/dashboard/password-reset/confirm/route';
import * as signUp from '@/app/api/dashboard/sign-up/route';

markFrontDoorInstalled();

let database: Database;
let server: TestSmtp;
let outbox: OutboxSender;
let transport: ReturnType<typeof smtpSender>;

beforeAll(async () => {
  database = await openDatabase('test');
  server = await startSmtpServer();
  transport = smtpSender(server.url, 'Vitrine <no-reply@vitrine.test>');
  outbox = new OutboxSender({ db: database.db, pool: database.pool, send: transport.send, sweepMs: 60_000, log: { warn: () => undefined, error: () => undefined } });
});

afterAll(async () => {
  await outbox.stop();
  transport.close();
  await server.close();
});

/** A client address of this run's own: a shared Redis (REDIS_URL) keeps an earlier run's per-address counts for an hour. */
const CLIENT = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const post = (handler: (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, body: unknown) =>
  handler(new Request(`${config.appOrigin}/api/dashboard${path}`, { method: 'POST', headers: { origin: config.appOrigin, 'content-type': 'application/json', [PEER_HEADER]: CLIENT }, body: JSON.stringify(body) }), {
    params: Promise.resolve({}),
  });

/** The newest delivered message to `to` with `subject`, parsed. */
async function delivered(to: string, subject: string) {
  await outbox.wake();
  for (const message of [...server.accepted].reverse()) {
    const parsed = await parseMail(message.raw);
    if (message.to.includes(to) && parsed.subject === subject) return parsed;
  }
  throw new Error(`no "${subject}" to ${to}`);
}

const tokenIn = (text: string, path: string) => text.match(new RegExp(`${config.appOrigin}${path}\\?token=([0-9A-Za-z]{43})`))?.[1];

describe('account e-mail over SMTP', () => {
  it('delivers the verification and reset links, and both links work', async () => {
    const email = `mail-${Date.now()}@example.be`;
    const created = await post(signUp.POST, '/sign-up', { email, password: 'violet tractor orbits 42 quietly', name: 'Léa Dubois', businessName: 'Chez Léa', plan: 'basic' });
    expect(created.status).toBe(201);

    const welcome = await delivered(email, 'Confirm your e-mail address');
    expect(welcome.from?.value[0]?.address).toBe('no-reply@vitrine.test');
    expect(welcome.text).toContain('Hello Léa Dubois,');
    const verifyToken = tokenIn(welcome.text ?? '', '/verify-email');
    expect(verifyToken).toBeDefined();
    expect(welcome.html).toContain(`href="${config.appOrigin}/verify-email?token=${verifyToken}"`);
    expect((await post(verification.POST, '/email-verification', { token: verifyToken })).status).toBe(200);

    expect((await post(reset.POST, '/password-reset', { email })).status).toBe(202);
    const resetMail = await delivered(email, 'Reset your Vitrine password');
    const resetToken = tokenIn(resetMail.text ?? '', '/reset-password');
    expect(resetMail.html).toContain(`href="${config.appOrigin}/reset-password?token=${resetToken}"`);
    const confirmed = await post(resetConfirm.POST, '/password-reset/confirm', { token: resetToken, password: 'copper lantern drifts 7 seas' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('set-cookie')).toMatch(/HttpOnly/);
  });
});
