// The e-mail that carries an invoice or a credit note, in the document's language (French, Dutch or English): a
// short word, the document's key facts (number, dates, total, EUR equivalent), the transfer details while an amount
// is due, the PDF attached and the Peppol e-invoice (UBL) beside it when the document has one. An HTML part
// (layout.ts) and a plain-text part saying the same; every piece of merchant or buyer text is escaped.
import type { MailAttachment } from '../../../db/schema/mail';
import { translator } from '../../../i18n/translator';
import { type InvoiceDocument, transferRows } from '../../invoices/document';
import { formatDate, formatMoney } from '../../../i18n/format';
import { facts, heading, html, layout, paragraph } from './layout';

export type InvoiceMessageKind = 'invoice' | 'credit_note';
export type InvoiceShop = { name: string; email: string | null; phone: string | null };
export type RenderedInvoiceMessage = { kind: InvoiceMessageKind; subject: string; html: string; text: string; attachments: MailAttachment[] };

const mailTranslator = (doc: Pick<InvoiceDocument, 'language'>) => translator(doc.language ?? 'fr', 'invoiceMail');

/** The file name the PDF gets in the e-mail (and the dashboard's download), in the document's language: facture-2026-000001.pdf, factuur-…, invoice-…. */
export const invoicePdfFilename = (doc: Pick<InvoiceDocument, 'type' | 'number' | 'language'>) => {
  const t = mailTranslator(doc);
  return `${t(doc.type === 'CREDIT_NOTE' ? 'file.creditNote' : 'file.invoice')}-${doc.number ?? t('file.draft')}.pdf`;
};

function documentFacts(doc: InvoiceDocument): [string, string][] {
  const t = mailTranslator(doc);
  const locale = doc.language ?? 'fr';
  const rows: [string, string][] = [
    [t(doc.type === 'CREDIT_NOTE' ? 'kind.creditNote' : 'kind.invoice'), t('numberValue', { number: doc.number ?? '—' })],
    [t('facts.date'), formatDate(doc.issueDate, locale)],
  ];
  if (doc.credited) rows.push([t('facts.creditedInvoice'), t('facts.creditedValue', { number: doc.credited.number, date: formatDate(doc.credited.issueDate, locale) })]);
  if (doc.type === 'INVOICE' && doc.dueDate) rows.push([t('facts.dueDate'), formatDate(doc.dueDate, locale)]);
  if (doc.buyerReference) rows.push([t('facts.reference'), doc.buyerReference]);
  rows.push([t('facts.total'), formatMoney(doc.totalMinor, doc.currency, locale)]);
  if (doc.currency !== 'EUR' && doc.baseAmountMinor !== null) rows.push([t('facts.equivalent'), formatMoney(doc.baseAmountMinor, 'EUR', locale)]);
  return rows;
}

/** The message sending `doc` (a finalized document) to its buyer, with `pdf` and, when it has one, its e-invoice attached. */
export function renderInvoiceMessage(doc: InvoiceDocument, shop: InvoiceShop, pdf: Buffer, ubl: string | null = null): RenderedInvoiceMessage {
  const t = mailTranslator(doc);
  const locale = doc.language ?? 'fr';
  const isNote = doc.type === 'CREDIT_NOTE';
  const what = t(isNote ? 'what.creditNote' : 'what.invoice', { number: doc.number ?? '' });
  const subject = `${shop.name} — ${what}`;
  const amount = formatMoney(doc.totalMinor, doc.currency, locale);
  const intro = [
    t('greeting', { name: doc.buyer.name }),
    !isNote && doc.dueDate ? t('introDue', { what, amount, date: formatDate(doc.dueDate, locale) }) : t('intro', { what, amount }),
  ];
  const sections = [{ title: t(isNote ? 'section.creditNote' : 'section.invoice'), rows: documentFacts(doc) }];
  const transfer = transferRows(doc);
  if (transfer.length) sections.push({ title: t('section.transfer'), rows: transfer });
  if (doc.notes) intro.push(doc.notes);
  const contact = [shop.email, shop.phone].filter(Boolean).join(' · ');
  const footer = t('footer', { signature: `${shop.name}${contact ? ` · ${contact}` : ''}` });
  const attached = t(ubl ? 'attachedWithUbl' : 'attached');
  const body = html`${intro.map((line) => paragraph(line))}${sections.map((section) => html`${heading(section.title)}${facts(section.rows)}`)}${paragraph(attached)}`;
  const text = [
    ...intro,
    ...sections.flatMap((section) => ['', section.title.toUpperCase(), ...section.rows.map(([label, value]) => t('factLine', { label, value }))]),
    '',
    attached,
    '',
    '--',
    footer,
    '',
  ].join('\n');
  return {
    kind: isNote ? 'credit_note' : 'invoice',
    subject,
    html: layout({ title: subject, preheader: t('preheader', { what: `${what[0]!.toUpperCase()}${what.slice(1)}`, amount }), shopName: shop.name, body, footer, lang: locale }),
    text,
    attachments: [
      { filename: invoicePdfFilename(doc), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ...(ubl ? [{ filename: invoicePdfFilename(doc).replace(/\.pdf$/, '.xml'), contentType: 'application/xml', contentBase64: Buffer.from(ubl).toString('base64') }] : []),
    ],
  };
}
