// The e-mail that carries an invoice or a credit note, in French: a short word, the document's key facts (number,
// dates, total, EUR equivalent), the transfer details while an amount is due, the PDF attached and the Peppol
// e-invoice (UBL) beside it when the document has one. An HTML part
// (layout.ts) and a plain-text part saying the same; every piece of merchant or buyer text is escaped.
import type { MailAttachment } from '../../../db/schema/mail';
import { type InvoiceDocument, transferRows } from '../../invoices/document';
import { formatDate, formatMoney } from '../../invoices/format';
import { facts, heading, html, layout, paragraph } from './layout';

export type InvoiceMessageKind = 'invoice' | 'credit_note';
export type InvoiceShop = { name: string; email: string | null; phone: string | null };
export type RenderedInvoiceMessage = { kind: InvoiceMessageKind; subject: string; html: string; text: string; attachments: MailAttachment[] };

/** The file name the PDF gets in the e-mail (and the dashboard's download): facture-2026-000001.pdf. */
export const invoicePdfFilename = (doc: Pick<InvoiceDocument, 'type' | 'number'>) =>
  `${doc.type === 'CREDIT_NOTE' ? 'note-de-credit' : 'facture'}-${doc.number ?? 'brouillon'}.pdf`;

function documentFacts(doc: InvoiceDocument): [string, string][] {
  const rows: [string, string][] = [
    [doc.type === 'CREDIT_NOTE' ? 'Note de crédit' : 'Facture', `n° ${doc.number ?? '—'}`],
    ['Date', formatDate(doc.issueDate)],
  ];
  if (doc.credited) rows.push(['Facture créditée', `n° ${doc.credited.number} du ${formatDate(doc.credited.issueDate)}`]);
  if (doc.type === 'INVOICE' && doc.dueDate) rows.push(['Échéance', formatDate(doc.dueDate)]);
  if (doc.buyerReference) rows.push(['Référence', doc.buyerReference]);
  rows.push(['Total TVAC', formatMoney(doc.totalMinor, doc.currency)]);
  if (doc.currency !== 'EUR' && doc.baseAmountMinor !== null) rows.push(['Contre-valeur', formatMoney(doc.baseAmountMinor, 'EUR')]);
  return rows;
}

/** The message sending `doc` (a finalized document) to its buyer, with `pdf` and, when it has one, its e-invoice attached. */
export function renderInvoiceMessage(doc: InvoiceDocument, shop: InvoiceShop, pdf: Buffer, ubl: string | null = null): RenderedInvoiceMessage {
  const isNote = doc.type === 'CREDIT_NOTE';
  const what = isNote ? `note de crédit n° ${doc.number}` : `facture n° ${doc.number}`;
  const subject = `${shop.name} — ${what}`;
  const intro = [
    `Bonjour ${doc.buyer.name},`,
    isNote
      ? `Veuillez trouver ci-joint notre ${what} d'un montant de ${formatMoney(doc.totalMinor, doc.currency)}.`
      : `Veuillez trouver ci-joint notre ${what} d'un montant de ${formatMoney(doc.totalMinor, doc.currency)}${doc.dueDate ? `, payable au plus tard le ${formatDate(doc.dueDate)}` : ''}.`,
  ];
  const sections = [{ title: isNote ? 'La note de crédit' : 'La facture', rows: documentFacts(doc) }];
  const transfer = transferRows(doc);
  if (transfer.length) sections.push({ title: 'Paiement par virement', rows: transfer });
  if (doc.notes) intro.push(doc.notes);
  const contact = [shop.email, shop.phone].filter(Boolean).join(' · ');
  const footer = `${shop.name}${contact ? ` · ${contact}` : ''} — une question ? Répondez simplement à cet e-mail.`;
  const attached = ubl
    ? 'Le document PDF et la facture électronique (UBL, Peppol BIS Billing 3.0, pour votre logiciel comptable) sont joints à cet e-mail.'
    : 'Le document PDF est joint à cet e-mail.';
  const body = html`${intro.map((line) => paragraph(line))}${sections.map((section) => html`${heading(section.title)}${facts(section.rows)}`)}${paragraph(attached)}`;
  const text = [
    ...intro,
    ...sections.flatMap((section) => ['', section.title.toUpperCase(), ...section.rows.map(([label, value]) => `${label} : ${value}`)]),
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
    html: layout({ title: subject, preheader: `${what[0]!.toUpperCase()}${what.slice(1)} : ${formatMoney(doc.totalMinor, doc.currency)}`, shopName: shop.name, body, footer }),
    text,
    attachments: [
      { filename: invoicePdfFilename(doc), contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ...(ubl ? [{ filename: invoicePdfFilename(doc).replace(/\.pdf$/, '.xml'), contentType: 'application/xml', contentBase64: Buffer.from(ubl).toString('base64') }] : []),
    ],
  };
}
