// The order e-mails as written to the outbox, parsed (no snapshots): every field present in both parts, merchant
// and shopper text escaped, the transfer block and its QR image only while a transfer is awaited.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { htmlTexts, parseHtml } from '@/lib/testing/html';
import { fixtureOrder, type MailBusiness, mailBusiness } from '@/lib/testing/mail-fixtures';
import { decodeQrPng, epcFields } from '@/lib/testing/qr';
import { enqueueOrderMessages } from '../outbox';

let db: Db;
let shop: MailBusiness;

const messagesOf = (orderId: string) => db.select().from(outboxMessages).where(eq(outboxMessages.orderId, orderId)).orderBy(outboxMessages.kind);
const one = async (orderId: string, kind: string) => {
  const [row] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.kind, kind)));
  if (!row) throw new Error(`no ${kind} message`);
  return row;
};
/** Money is written with (narrow) no-break spaces: compared with plain ones here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const has = (texts: string[], needle: string) => texts.some((text) => plain(text).includes(needle));

beforeAll(async () => {
  db = await getDb();
  shop = await mailBusiness(db);
});

describe('order placed, paid by transfer, picked up', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = await fixtureOrder(db, shop);
  });

  it('writes a confirmation to the shopper and a notice to the merchant, each with its addresses', async () => {
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => [row.kind, row.toAddress, row.replyTo])).toEqual([
      ['new_order', 'bonjour@maison-lemaire.be', 'anne.peeters@example.be'],
      ['order_confirmation', 'anne.peeters@example.be', 'bonjour@maison-lemaire.be'],
    ]);
  });

  it('the confirmation: shop, lines, totals, pickup place and day, transfer details in both parts', async () => {
    const row = await one(orderId, 'order_confirmation');
    expect(row.subject).toMatch(/^Maison Lemaire — commande n° \d+ reçue$/);
    const texts = htmlTexts(row.html);
    for (const part of [texts, row.text.split('\n')]) {
      for (const needle of ['Pain au levain', 'Confiture de fraises', '2 × 3,50 €', '7,00 €', '5,30 €', '12,30 €', 'Flagey', 'Place Flagey 18, 1050 Ixelles, Belgique', '05/12/2026', 'Maison Lemaire SRL', 'BE68 5390 0754 7034', 'GKCCBEBB']) {
        expect(has(part, needle), `${needle} in ${part === texts ? 'HTML' : 'text'}`).toBe(true);
      }
      expect(part.some((text) => /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/.test(text))).toBe(true);
    }
    const html = parseHtml(row.html);
    expect(html.find((element) => element.tag === 'html')?.attribs.lang).toBe('fr');
    expect(html.filter((element) => element.tag === 'script')).toEqual([]);
  });

  it('the QR image is inline (cid:) and decodes to the transfer, every field', async () => {
    const row = await one(orderId, 'order_confirmation');
    const img = parseHtml(row.html).find((element) => element.tag === 'img');
    expect(img?.attribs.src).toBe('cid:epc-qr');
    expect(img?.attribs.alt).toBeTruthy();
    expect(row.attachments).toHaveLength(1);
    const [attachment] = row.attachments;
    expect(attachment).toMatchObject({ cid: 'epc-qr', contentType: 'image/png' });
    const reference = /\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+/.exec(row.text)!.slice(1).join('');
    expect(epcFields(decodeQrPng(Buffer.from(attachment!.contentBase64, 'base64')))).toEqual({
      service: 'BCD',
      version: '002',
      charset: '1',
      identification: 'SCT',
      bic: 'GKCCBEBB',
      name: 'Maison Lemaire SRL',
      iban: 'BE68539007547034',
      amount: 'EUR12.30',
      purpose: '',
      reference,
      text: '',
      information: '',
    });
  });

  it('the merchant notice: customer contact, lines, pickup, a link to the order; no QR', async () => {
    const row = await one(orderId, 'new_order');
    const texts = htmlTexts(row.html);
    for (const needle of ['Anne Peeters', 'anne.peeters@example.be', '+32470123456', 'Pain au levain', '12,30 €', 'Flagey', `/dashboard/${shop.businessId}/orders/${orderId}`]) {
      expect(has(texts, needle), needle).toBe(true);
      expect(plain(row.text)).toContain(needle);
    }
    expect(row.attachments).toEqual([]);
  });

  it('an event written twice keeps one message (the cause is the key)', async () => {
    await db.transaction((tx) => enqueueOrderMessages(tx as unknown as Db, shop.businessId, orderId, 'placed'));
    expect(await messagesOf(orderId)).toHaveLength(2);
  });
});

describe('other events and payment states', () => {
  it('ready for pickup, still unpaid by transfer: place, day and the transfer again', async () => {
    const orderId = await fixtureOrder(db, shop, { status: 'ready' }, 'ready');
    const row = await one(orderId, 'order_ready');
    expect(row.subject).toContain('prête à retirer');
    expect(plain(row.text)).toContain('elle vous attend à Flagey, Place Flagey 18, 1050 Ixelles, Belgique le 05/12/2026');
    expect(row.attachments).toHaveLength(1);
  });

  it('shipped, paid: the delivery address and shipping; no transfer block, no QR', async () => {
    const orderId = await fixtureOrder(db, shop, { fulfilment: 'delivery', status: 'shipped', paymentStatus: 'paid' }, 'shipped');
    const row = await one(orderId, 'order_shipped');
    const texts = htmlTexts(row.html);
    for (const needle of ['Rue de la Loi 16, 1000 Bruxelles, Belgique', 'Livraison', '5,95 €', '18,25 €', 'Votre paiement a bien été reçu.']) expect(has(texts, needle), needle).toBe(true);
    expect(has(texts, 'BE68 5390')).toBe(false);
    expect(row.attachments).toEqual([]);
  });

  it('paying at pickup: says so, no bank details', async () => {
    const orderId = await fixtureOrder(db, shop, { paymentMethod: 'at_pickup' });
    const row = await one(orderId, 'order_confirmation');
    expect(plain(row.text)).toContain('Vous paierez 12,30 € au retrait.');
    expect(row.text).not.toContain('IBAN');
    expect(row.attachments).toEqual([]);
  });

  it('cancelled after payment: the refund is announced, no transfer asked', async () => {
    const orderId = await fixtureOrder(db, shop, { status: 'cancelled', paymentStatus: 'refunded' }, 'cancelled');
    const row = await one(orderId, 'order_cancelled');
    expect(row.subject).toContain('annulée');
    expect(plain(row.text)).toContain('vous est remboursé');
    expect(row.attachments).toEqual([]);
  });

  it('a business without e-mail gets no notice; without IBAN the shopper is told the details will follow', async () => {
    const bare = await mailBusiness(db, { email: null, iban: null });
    const orderId = await fixtureOrder(db, bare);
    const rows = await messagesOf(orderId);
    expect(rows.map((row) => row.kind)).toEqual(['order_confirmation']);
    expect(plain(rows[0]!.text)).toContain('communiquera ses coordonnées bancaires');
    expect(rows[0]!.attachments).toEqual([]);
  });
});

describe('in the order’s language', () => {
  it('Dutch: subject, labels, money and dates the Belgian Dutch way, <html lang="nl">, no French', async () => {
    const orderId = await fixtureOrder(db, shop, { language: 'nl' });
    const row = await one(orderId, 'order_confirmation');
    expect(row.subject).toMatch(/^Maison Lemaire — bestelling nr\. \d+ ontvangen$/);
    const texts = htmlTexts(row.html);
    for (const part of [texts, row.text.split('\n')]) {
      for (const needle of ['Beste Anne Peeters,', '2 × € 3,50', '€ 7,00', 'Subtotaal', 'Totaal incl. btw', '€ 12,30', 'Afhalen', 'Place Flagey 18, 1050 Ixelles, België', '05/12/2026', 'Begunstigde', 'Gestructureerde mededeling', 'BE68 5390 0754 7034', 'een vraag? Beantwoord gewoon deze e-mail.']) {
        expect(has(part, needle), `${needle} in ${part === texts ? 'HTML' : 'text'}`).toBe(true);
      }
    }
    for (const title of ['Uw bestelling', 'Betaling via overschrijving']) {
      expect(has(texts, title), title).toBe(true);
      expect(row.text).toContain(title.toUpperCase());
    }
    expect(plain(row.text)).toContain('Gelieve € 12,30 over te schrijven met de gestructureerde mededeling +++');
    expect(plain(row.text)).toContain('Subtotaal: € 12,30');
    expect(parseHtml(row.html).find((element) => element.tag === 'html')?.attribs.lang).toBe('nl');
    expect(parseHtml(row.html).find((element) => element.tag === 'img')?.attribs.alt).toBe('QR-code voor de betaling (SEPA-overschrijving)');
    expect(row.attachments[0]).toMatchObject({ cid: 'epc-qr', filename: 'overschrijving-qr.png' });
    expect(`${row.subject}\n${row.text}\n${texts.join('\n')}`).not.toMatch(/\b(commande|Bonjour|Retrait|Livraison|Montant|Bénéficiaire|Communication|communication|virement|TVAC|Sous-total|Belgique)\b/); // case-sensitive: the shop’s address is bonjour@…
  });

  it('Dutch: ready, shipped and cancelled', async () => {
    const ready = await one(await fixtureOrder(db, shop, { status: 'ready', language: 'nl' }, 'ready'), 'order_ready');
    expect(ready.subject).toMatch(/^Maison Lemaire — bestelling nr\. \d+ klaar om af te halen$/);
    expect(plain(ready.text)).toContain('ligt voor u klaar in Flagey, Place Flagey 18, 1050 Ixelles, België op 05/12/2026.');
    const shipped = await one(await fixtureOrder(db, shop, { fulfilment: 'delivery', status: 'shipped', paymentStatus: 'paid', language: 'nl' }, 'shipped'), 'order_shipped');
    expect(shipped.subject).toMatch(/bestelling nr\. \d+ verzonden$/);
    for (const needle of ['Levering: Anne Peeters, Rue de la Loi 16, 1000 Bruxelles, België', 'Levering: € 5,95', 'Totaal incl. btw: € 18,25', 'Uw betaling is goed ontvangen.']) expect(plain(shipped.text)).toContain(needle);
    const cancelled = await one(await fixtureOrder(db, shop, { status: 'cancelled', paymentStatus: 'refunded', language: 'nl' }, 'cancelled'), 'order_cancelled');
    expect(cancelled.subject).toMatch(/bestelling nr\. \d+ geannuleerd$/);
    expect(plain(cancelled.text)).toContain('Het betaalde bedrag (€ 12,30) wordt u terugbetaald.');
  });

  it('English: subject, labels and money (€ before the amount, the Belgian digits), paying at pickup', async () => {
    const orderId = await fixtureOrder(db, shop, { language: 'en', paymentMethod: 'at_pickup' });
    const row = await one(orderId, 'order_confirmation');
    expect(row.subject).toMatch(/^Maison Lemaire — order no\. \d+ received$/);
    for (const needle of ['Hello Anne Peeters,', 'YOUR ORDER', '- Pain au levain: 2 × €3,50 = €7,00', 'Subtotal: €12,30', 'Total incl. VAT: €12,30', 'Address: Place Flagey 18, 1050 Ixelles, Belgium', 'Day: 05/12/2026', 'You will pay €12,30 on pickup.', 'a question? Just reply to this email.']) {
      expect(plain(row.text)).toContain(needle);
    }
    expect(has(htmlTexts(row.html), 'Total incl. VAT')).toBe(true);
    expect(parseHtml(row.html).find((element) => element.tag === 'html')?.attribs.lang).toBe('en');
    expect(row.attachments).toEqual([]);
    const ready = await one(await fixtureOrder(db, shop, { status: 'ready', language: 'en' }, 'ready'), 'order_ready');
    expect(ready.subject).toMatch(/order no\. \d+ ready for pickup$/);
    expect(plain(ready.text)).toContain('Please transfer €12,30 with the structured reference +++');
  });

  it('the merchant notice of a Dutch order stays in the merchant’s language (French unless told)', async () => {
    const orderId = await fixtureOrder(db, shop, { language: 'nl' });
    const row = await one(orderId, 'new_order');
    expect(row.subject).toMatch(/^Nouvelle commande n° \d+ — Anne Peeters$/);
    expect(plain(row.text)).toContain('12,30 €');
  });
});

describe('escaping', () => {
  it('a <script> in a shop, product or customer name arrives as text, never as markup', async () => {
    const evil = '<script>alert(1)</script>';
    const hostile = await mailBusiness(db, { name: `Chez ${evil} & "Fils"` });
    const orderId = await fixtureOrder(db, hostile, { lines: [{ description: `Tarte ${evil}<img src=x onerror=alert(2)>`, quantity: 1, unitPriceMinor: 1200 }], customerName: `Eve ${evil}` });
    for (const row of await messagesOf(orderId)) {
      const elements = parseHtml(row.html);
      expect(elements.filter((element) => element.tag === 'script')).toEqual([]);
      expect(elements.filter((element) => element.tag === 'img').every((img) => img.attribs.src === 'cid:epc-qr')).toBe(true);
      expect(elements.some((element) => element.attribs.onerror !== undefined)).toBe(false);
      const texts = htmlTexts(row.html);
      expect(has(texts, `Chez ${evil} & "Fils"`)).toBe(true);
      if (row.kind === 'order_confirmation') expect(has(texts, `Tarte ${evil}<img src=x onerror=alert(2)>`)).toBe(true);
      if (row.kind === 'new_order') expect(has(texts, `Eve ${evil}`)).toBe(true);
      expect(plain(row.text)).toContain(evil); // the text part is plain text: shown as written
    }
  });
});
