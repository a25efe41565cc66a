// The builder's preview of a CODE page's unsaved HTML (POST /api/dashboard/businesses/{id}/preview/code), called
// with real Requests: the HTML as the storefront serves it (inside the shell's <main> wrapper, or as-is for a
// whole page) with the CSS its classes need; bad input is a 400, another business and the basic plan are
// refused, and nothing is written.
import { describe, expect, it } from 'vitest';
import * as codePreview from '../../../app/api/dashboard/businesses/[businessId]/preview/code/route';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

const KIB = 1024;
const post = (businessId: string, cookie: string, body: unknown) => callDashboard(codePreview.POST, 'POST', '/preview/code', { businessId }, { cookie, body });

describe('dashboard code preview route', () => {
  it('renders the HTML as the storefront will: wrapped for the shell (default) or as-is, with the CSS of its classes', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    const html = '<section class="text-center font-bold"><h1>Fête</h1><script>window.x=1</script></section>';
    const shell = await post(business.id, cookie, { html });
    expect(shell.status).toBe(200);
    expect(shell.body.html).toBe(`<div class="vt-code">${html}</div>`);
    expect(shell.body.css).toMatch(/\.text-center\s*\{[^}]*text-align:\s*center/);
    expect(shell.body.css).toMatch(/\.font-bold\s*\{/);
    const full = await post(business.id, cookie, { html, layout: 'FULL_PAGE' });
    expect(full.status).toBe(200);
    expect(full.body.html).toBe(html);
    expect((await post(business.id, cookie, { html: '' })).body.html).toBe('<div class="vt-code"></div>');
  });

  it('refuses bad input with 400 validation_failed naming the field', async () => {
    const { business, cookie } = await signedInMerchant('shop');
    for (const [body, path] of [
      [{}, 'html'],
      [{ html: 1 }, 'html'],
      [{ html: 'x'.repeat(512 * KIB + 1) }, 'html'],
      [{ html: '<p>x</p>', layout: 'shell' }, 'layout'],
      [{ html: '<p>x</p>', layout: 'SHELL\u0000' }, 'layout'],
      [{ html: '<p>x</p>', extra: true }, ''],
    ] as const) {
      const res = await post(business.id, cookie, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      if (path) expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    // A NUL byte is refused as everywhere else (the page could not be saved with it either).
    const nul = await post(business.id, cookie, { html: '<p>a\u0000b</p>' });
    expect(nul.status).toBe(400);
    expect(nul.body.error.code).toBe('validation_failed');
  });

  it("is 404 for another business, and refused on the basic plan or without a session", async () => {
    const { cookie } = await signedInMerchant('shop');
    const other = await signedInMerchant('shop');
    expect((await post(other.business.id, cookie, { html: '<p>x</p>' })).status).toBe(404);
    const basic = await signedInMerchant('basic');
    const refused = await post(basic.business.id, basic.cookie, { html: '<p>x</p>' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('entitlement_required');
    expect((await post(other.business.id, '', { html: '<p>x</p>' })).status).toBe(401);
  });
});
