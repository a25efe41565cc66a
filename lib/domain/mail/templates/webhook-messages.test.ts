// The "endpoint disabled" e-mail in the language of the business's first owner (French when none chose one):
// subject, HTML (with <html lang>) and text say the same, the URL is escaped, a test endpoint says so.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { memberships, users } from '@/lib/db/schema';
import { makeBusiness, uniqueSlug } from '@/lib/testing/api';
import { htmlTexts } from '@/lib/testing/html';
import { createUser } from '../../users/users';
import { type EndpointDisabledInput, renderEndpointDisabledMessage } from './webhook-messages';

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

async function businessWithOwners(locales: (('fr' | 'nl' | 'en') | null)[]) {
  const business = await makeBusiness({ name: 'Maison Lemaire' });
  let at = Date.parse('2026-01-01T10:00:00Z');
  for (const locale of locales) {
    const user = await createUser(db, { email: `${uniqueSlug('owner')}@example.be`, password: 'correct-horse-battery', businessId: business.id });
    await db.update(users).set({ locale }).where(eq(users.id, user.id));
    await db.update(memberships).set({ createdAt: new Date((at += 60_000)) }).where(eq(memberships.userId, user.id));
  }
  return business;
}

const input = (businessId: string, overrides: Partial<EndpointDisabledInput> = {}): EndpointDisabledInput => ({
  businessId,
  businessName: 'Maison Lemaire',
  endpointId: 'we_01',
  url: 'https://example.com/hooks?a=1&b=<2>',
  reason: 'failing',
  livemode: true,
  dashboardUrl: `https://app.example/dashboard/${businessId}/webhooks/we_01`,
  ...overrides,
});

const CASES = [
  { locale: 'fr', subject: 'Endpoint webhook désactivé', failing: 'ont échoué pendant environ trois jours', gone: 'a répondu 410 Gone', test: 'endpoint de test' },
  { locale: 'nl', subject: 'Webhook-endpoint uitgeschakeld', failing: 'mislukte gedurende ongeveer drie dagen', gone: 'antwoordde 410 Gone', test: 'testendpoint' },
  { locale: 'en', subject: 'Webhook endpoint disabled', failing: 'failed for about three days', gone: 'answered 410 Gone', test: 'test endpoint' },
] as const;

describe('the endpoint-disabled e-mail', () => {
  for (const c of CASES) {
    it(`is written in ${c.locale} when the first owner reads ${c.locale}`, async () => {
      // The second owner's language does not count.
      const business = await businessWithOwners([c.locale, c.locale === 'en' ? 'fr' : 'en']);
      const failing = await renderEndpointDisabledMessage(db, input(business.id));
      expect(failing.subject).toBe(`${c.subject}: https://example.com/hooks?a=1&b=<2>`.replace(': ', c.locale === 'fr' ? ' : ' : ': '));
      expect(failing.html).toContain(`<html lang="${c.locale}"`);
      expect(failing.html).not.toContain('<2>');
      expect(failing.html).toContain('&#60;2&#62;');
      const texts = htmlTexts(failing.html).join('\n');
      expect(texts).toContain(c.failing);
      expect(failing.text).toContain(c.failing);
      expect(failing.text).toContain(input(business.id).dashboardUrl);
      expect(failing.text).not.toContain(c.test);

      const gone = await renderEndpointDisabledMessage(db, input(business.id, { reason: 'gone', livemode: false }));
      expect(gone.text).toContain(c.gone);
      expect(gone.text).toContain(c.test);
      expect(htmlTexts(gone.html).join('\n')).toContain(c.test);
    });
  }

  it('is French when the first owner chose no language, or the business has no owner', async () => {
    const chose = await businessWithOwners([null, 'en']);
    expect((await renderEndpointDisabledMessage(db, input(chose.id))).html).toContain('<html lang="fr"');
    const none = await makeBusiness();
    const message = await renderEndpointDisabledMessage(db, input(none.id));
    expect(message.html).toContain('<html lang="fr"');
    expect(message.subject).toMatch(/^Endpoint webhook désactivé/);
  });
});
