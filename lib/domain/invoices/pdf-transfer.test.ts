// The transfer block of an unpaid invoice's PDF, read back with poppler: pdftotext shows beneficiary, IBAN, BIC,
// amount due and communication; pdfimages extracts the EPC QR code, which decodes to the same transfer. Drafts,
// credit notes and fully credited invoices show neither.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { businesses } from '@/lib/db/schema';
import { createBusiness } from '@/lib/domain/businesses/businesses';
import { decodeQrPng, epcFields } from '@/lib/testing/qr';
import { invoiceDocument } from './document-data';
import { formatStructuredReference, isValidStructuredReference, structuredReferenceDigits } from '../orders/reference';
import { createCreditNote, createInvoice, setInvoicePayment } from './invoices';
import { renderInvoicePdf } from './pdf';

let db: Db;
let businessId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-transfer-'));

const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

let renders = 0;

async function pdfOf(invoiceId: string) {
  const name = `${invoiceId}-${++renders}`;
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, await renderInvoicePdf(await invoiceDocument(db, businessId, invoiceId)));
  const text = normalise(execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  execFileSync('pdfimages', ['-png', file, path.join(dir, `img-${name}`)]);
  const images = fs.readdirSync(dir).filter((entry) => entry.startsWith(`img-${name}-`) && entry.endsWith('.png')).map((entry) => fs.readFileSync(path.join(dir, entry)));
  return { text, images };
}

const invoice = (finalize: boolean) =>
  createInvoice(db, businessId, {
    buyerName: 'Café du Coin',
    currency: 'EUR',
    items: [{ description: 'Pains au levain', quantity: 40, unitPrice: 3.3, vatPercent: 6 }],
    finalize,
  } as never);

beforeAll(async () => {
  db = await getDb();
  const business = await createBusiness(db, { name: 'Maison Lemaire', slug: 'maison-transfer-pdf', legalName: 'Maison Lemaire SRL', iban: 'BE68539007547034' } as never);
  businessId = business.id;
  await db.update(businesses).set({ bic: 'GKCCBEBB' }).where(eq(businesses.id, businessId));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('an unpaid finalized invoice', () => {
  it('prints the transfer block and an EPC QR code that decodes to it, every field', async () => {
    const created = await invoice(true);
    const { text, images } = await pdfOf(created.id);
    expect(text).toContain('Paiement par virement');
    expect(text).toContain('Bénéficiaire Maison Lemaire SRL');
    expect(text).toContain('IBAN BE68 5390 0754 7034');
    expect(text).toContain('BIC GKCCBEBB');
    expect(text).toContain('Montant 139,92 €');
    // The invoice's structured reference: year and sequence, then the mod-97 check.
    const digits = structuredReferenceDigits(Number(created.number!.slice(0, 4)) * 1_000_000 + Number(created.number!.slice(5)));
    expect(created.structuredReference).toBe(formatStructuredReference(digits));
    expect(isValidStructuredReference(created.structuredReference!)).toBe(true);
    expect(text).toContain(`Communication structurée ${created.structuredReference}`);
    const decoded = images.map((png) => {
      try {
        return decodeQrPng(png);
      } catch {
        return null;
      }
    });
    const payloads = decoded.filter((payload): payload is string => payload !== null);
    expect(payloads).toHaveLength(1);
    expect(epcFields(payloads[0]!)).toEqual({
      service: 'BCD',
      version: '002',
      charset: '1',
      identification: 'SCT',
      bic: 'GKCCBEBB',
      name: 'Maison Lemaire SRL',
      iban: 'BE68539007547034',
      amount: 'EUR139.92',
      purpose: '',
      reference: digits,
      text: '',
      information: '',
    });
  });

  it('asks only for what is still due after a partial credit note; a fully credited invoice asks nothing', async () => {
    const created = await invoice(true);
    await createCreditNote(db, businessId, created.id, { items: [{ description: 'Pains au levain', quantity: 10, unitPrice: 3.3, vatPercent: 6 }], finalize: true } as never);
    expect((await pdfOf(created.id)).text).toContain('Montant 104,94 €');
    await createCreditNote(db, businessId, created.id, { items: [{ description: 'Pains au levain', quantity: 30, unitPrice: 3.3, vatPercent: 6 }], finalize: true } as never);
    const credited = await pdfOf(created.id);
    expect(credited.text).not.toContain('Paiement par virement');
    expect(credited.images).toHaveLength(0);
  });
});

describe('no transfer block', () => {
  it('on an invoice marked paid; marked unpaid again, it asks again', async () => {
    const created = await invoice(true);
    const paid = await setInvoicePayment(db, businessId, created.id, { paidOn: created.issueDate });
    expect(paid.paidOn).toBe(created.issueDate);
    const text = (await pdfOf(created.id)).text;
    expect(text).not.toContain('Paiement par virement');
    await setInvoicePayment(db, businessId, created.id, { paidOn: null });
    expect((await pdfOf(created.id)).text).toContain('Paiement par virement');
    await expect(setInvoicePayment(db, businessId, created.id, { paidOn: '2000-01-01' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(setInvoicePayment(db, businessId, created.id, { paidOn: '2999-01-01' })).rejects.toMatchObject({ code: 'validation_failed' });
    const draft = await invoice(false);
    await expect(setInvoicePayment(db, businessId, draft.id, { paidOn: null })).rejects.toMatchObject({ code: 'conflict' });
  });

  it('on a draft, on a credit note, or without an IBAN', async () => {
    const draft = await pdfOf((await invoice(false)).id);
    expect(draft.text).not.toContain('Paiement par virement');
    expect(draft.images).toHaveLength(0);
    const finalized = await invoice(true);
    const note = await createCreditNote(db, businessId, finalized.id, { finalize: true } as never);
    const credit = await pdfOf(note.id);
    expect(credit.text).not.toContain('Paiement par virement');
    expect(credit.images).toHaveLength(0);
    await db.update(businesses).set({ iban: null }).where(eq(businesses.id, businessId));
    const noIban = await pdfOf((await invoice(true)).id);
    expect(noIban.text).not.toContain('Paiement par virement');
    await db.update(businesses).set({ iban: 'BE68539007547034' }).where(eq(businesses.id, businessId));
  });
});
