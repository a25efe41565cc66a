// The invoice language (issue 21): the business's `invoiceLanguage` (GET and PATCH /public/me), each document's
// `language` (taken from the business when created, a credit note from its invoice; changeable on drafts only), and
// the PDF printed in it, through the API.
import { describe, expect, it } from 'vitest';
import { call, setup } from '../../testing/api';
import { pdfText } from '../../testing/pdf-text';

const SCOPES = ['business:read', 'business:write', 'invoices:read', 'invoices:write'];
const SELLER = { name: 'Bakkerij Vermeulen', vatNumber: 'BE0478261963', iban: 'BE20068212345656', address: { line1: 'Veldstraat 12', postalCode: '9000', city: 'Gent', country: 'BE' } };
const ITEMS = [{ description: 'Desembrood', quantity: 2, unitPrice: 4.35, vatPercent: 6 }];

async function pdf(key: string, id: string) {
  const res = await call('GET', `/public/invoices/${id}/pdf`, { key });
  expect(res.status).toBe(200);
  return pdfText(res.bytes);
}

describe('invoice language', () => {
  it('the business profile: French by default, PATCH /public/me sets it, an unknown language is refused on its path', async () => {
    const { key } = await setup(SCOPES, SELLER);
    expect((await call('GET', '/public/me', { key })).body.invoiceLanguage).toBe('fr');
    const patched = await call('PATCH', '/public/me', { key, body: { invoiceLanguage: 'nl' } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.invoiceLanguage).toBe('nl');
    expect((await call('GET', '/public/me', { key })).body.invoiceLanguage).toBe('nl');
    for (const invoiceLanguage of ['de', 'NL', '', null]) {
      const res = await call('PATCH', '/public/me', { key, body: { invoiceLanguage } });
      expect(res.status, JSON.stringify(invoiceLanguage)).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain('invoiceLanguage');
    }
    expect((await call('GET', '/public/me', { key })).body.invoiceLanguage).toBe('nl');
  });

  it("documents take the business's language when created, a credit note its invoice's; drafts may change it, finalized ones never", async () => {
    const { key } = await setup(SCOPES, SELLER);
    expect((await call('PATCH', '/public/me', { key, body: { invoiceLanguage: 'nl' } })).status).toBe(200);

    const draft = await call('POST', '/public/invoices', { key, body: { buyerName: 'Koffiehuis Patershol', items: ITEMS } });
    expect(draft.status, draft.text).toBe(201);
    expect(draft.body.language).toBe('nl');
    expect(await pdf(key, draft.body.id)).toMatch(/FACTUUR[\s\S]*CONCEPT/);

    const english = await call('POST', '/public/invoices', { key, body: { buyerName: 'Hudson Ltd', language: 'en', items: ITEMS } });
    expect(english.body.language).toBe('en');
    const german = await call('POST', '/public/invoices', { key, body: { buyerName: 'Bäckerei', language: 'de', items: ITEMS } });
    expect(german.status).toBe(400);
    expect(german.body.error.details.map((d: { path: string }) => d.path)).toContain('language');

    const badPatch = await call('PATCH', `/public/invoices/${draft.body.id}`, { key, body: { language: 'de' } });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.error.details.map((d: { path: string }) => d.path)).toContain('language');
    const toFrench = await call('PATCH', `/public/invoices/${draft.body.id}`, { key, body: { language: 'fr' } });
    expect(toFrench.status, toFrench.text).toBe(200);
    expect(toFrench.body.language).toBe('fr');
    const back = await call('PATCH', `/public/invoices/${draft.body.id}`, { key, body: { language: 'nl' } });
    expect(back.body.language).toBe('nl');

    const finalized = await call('POST', `/public/invoices/${draft.body.id}/finalize`, { key, body: {} });
    expect(finalized.status, finalized.text).toBe(200);
    expect(finalized.body.language).toBe('nl');
    const locked = await call('PATCH', `/public/invoices/${draft.body.id}`, { key, body: { language: 'fr' } });
    expect(locked.status).toBe(409);

    // The business switches to French: the finalized invoice still reprints in Dutch, its credit note is Dutch too.
    expect((await call('PATCH', '/public/me', { key, body: { invoiceLanguage: 'fr' } })).status).toBe(200);
    const text = await pdf(key, draft.body.id);
    expect(text).toContain('FACTUUR');
    expect(text).toContain('Totaal incl. btw');
    expect(text).toContain('Betaling per overschrijving');
    expect(text).not.toMatch(/\bTVA\b|HTVA|Facture/);
    const note = await call('POST', `/public/invoices/${draft.body.id}/credit-note`, { key, body: { claimReference: 'KL-9', finalize: true } });
    expect(note.status, note.text).toBe(201);
    expect(note.body.language).toBe('nl');
    const noteText = await pdf(key, note.body.id);
    expect(noteText).toContain('CREDITNOTA');
    expect(noteText).toMatch(/Klachtnummer:\s*KL-9/);
    expect(noteText).toContain('Btw terug te storten aan de Staat');
    // A new document now takes French.
    expect((await call('POST', '/public/invoices', { key, body: { buyerName: 'Client', items: ITEMS } })).body.language).toBe('fr');
  });
});
