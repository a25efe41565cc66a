// The order e-mails in the order's language (the storefront's it was placed from: French, Dutch or English, from
// the catalogue's `orderMail` namespace): confirmation, "ready for pickup", "shipped" and "cancelled" to the
// shopper, and the new-order notice to the merchant (French unless told otherwise). Each is an HTML part
// (layout.ts) and a plain-text part saying the same; an unpaid transfer order carries the transfer details and the
// EPC QR code as an inline image (cid:).
import type { MailAttachment } from '../../../db/schema/mail';
import { countryName, formatDate, formatIban, formatMoney } from '../../../i18n/format';
import { DEFAULT_LOCALE, isLocale, type Locale, translator } from '../../../i18n/translator';
import type { OrderView } from '../../orders/orders';
import { epcQrPng } from '../../payments/epc';
import { facts, heading, html, type Html, layout, paragraph, FONT, INK, MUTED, RULE } from './layout';

export type OrderMessageEvent = 'placed' | 'ready' | 'shipped' | 'cancelled';
export type OrderMessageKind = 'order_confirmation' | 'new_order' | 'order_ready' | 'order_shipped' | 'order_cancelled';

export type Shop = { name: string; email: string | null; phone: string | null };

export type RenderedMessage = { kind: OrderMessageKind; subject: string; html: string; text: string; attachments: MailAttachment[] };

/** The Content-ID of the EPC QR image: the HTML shows it as <img src="cid:epc-qr">. */
export const QR_CID = 'epc-qr';

const SHOPPER_KINDS: Record<OrderMessageEvent, OrderMessageKind> = {
  placed: 'order_confirmation',
  ready: 'order_ready',
  shipped: 'order_shipped',
  cancelled: 'order_cancelled',
};

type Address = NonNullable<OrderView['address']>;

/** What one message is written with: the order, its language's words, and money in that language. */
type Writer = { order: OrderView; language: Locale; t: ReturnType<typeof translator<'orderMail'>>; money: (minor: number) => string };

function writer(order: OrderView, language: Locale): Writer {
  return { order, language, t: translator(language, 'orderMail'), money: (minor) => formatMoney(minor, order.currency, language) };
}

/** The order's language; an order from before languages (or an unknown value) is French. */
const languageOf = (order: OrderView): Locale => (isLocale(order.language) ? order.language : DEFAULT_LOCALE);

const addressLines = (address: Address | null | undefined, language: Locale): string[] =>
  address ? [address.line1, address.line2 ?? '', `${address.postalCode} ${address.city}`.trim(), countryName(address.country, language)].filter((line) => line.trim() !== '') : [];

/** Label/value rows as lines of the plain-text part ("Montant : 12,30 €"). */
const factLines = ({ t }: Writer, rows: [string, string][]) => rows.map(([label, value]) => t('fact', { label, value }));

/** Whether the shopper still has to pay by transfer, and can (the business published an IBAN). */
const awaitsTransfer = (order: OrderView) => order.paymentMethod === 'transfer' && order.paymentStatus === 'unpaid' && !!order.payee.iban;

function transferFacts({ order, t, money }: Writer): [string, string][] {
  const rows: [string, string][] = [
    [t('beneficiary'), order.payee.name],
    ['IBAN', formatIban(order.payee.iban ?? '')],
  ];
  if (order.payee.bic) rows.push(['BIC', order.payee.bic]);
  rows.push([t('amount'), money(order.totalMinor)], [t('reference'), order.reference]);
  return rows;
}

function linesHtml({ order, t, money }: Writer): Html {
  const cell = `font-family:${FONT};font-size:14px;line-height:20px;color:${INK};padding:8px 0;border-bottom:1px solid ${RULE};vertical-align:top;`;
  const totalRow = (label: string, value: string, strong = false) =>
    html`<tr><td colspan="2" style="font-family:${FONT};font-size:14px;line-height:20px;padding:6px 0 0;color:${strong ? INK : MUTED};${strong ? 'font-weight:700;' : ''}">${label}</td><td align="right" style="font-family:${FONT};font-size:14px;line-height:20px;padding:6px 0 0;color:${INK};white-space:nowrap;${strong ? 'font-weight:700;' : ''}">${value}</td></tr>`;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;">${order.lines.map(
    (line) =>
      html`<tr><td style="${cell}word-break:break-word;">${line.description}</td><td style="${cell}color:${MUTED};white-space:nowrap;padding-left:8px;">${line.quantity} × ${money(line.unitPriceMinor)}</td><td align="right" style="${cell}white-space:nowrap;padding-left:8px;">${money(line.lineTotalMinor)}</td></tr>`,
  )}${totalRow(t('subtotal'), money(order.subtotalMinor))}${order.fulfilment === 'delivery' ? totalRow(t('shipping'), money(order.shippingMinor)) : false}${totalRow(t('totalInclVat'), money(order.totalMinor), true)}</table>`;
}

function linesText(w: Writer): string[] {
  const { order, t, money } = w;
  return [
    ...order.lines.map((line) => t('lineText', { description: line.description, quantity: String(line.quantity), unitPrice: money(line.unitPriceMinor), lineTotal: money(line.lineTotalMinor) })),
    ...factLines(w, [
      [t('subtotal'), money(order.subtotalMinor)],
      ...(order.fulfilment === 'delivery' ? [[t('shipping'), money(order.shippingMinor)] as [string, string]] : []),
      [t('totalInclVat'), money(order.totalMinor)],
    ]),
  ];
}

/** Where the order goes: the pickup location and day, or the delivery address. */
function fulfilmentFacts({ order, language, t }: Writer): [string, string][] {
  if (order.fulfilment === 'pickup') {
    const rows: [string, string][] = [[t('pickup'), order.location?.name ?? '']];
    const address = addressLines(order.location?.address, language);
    if (address.length) rows.push([t('address'), address.join(', ')]);
    if (order.pickupDate) rows.push([t('day'), formatDate(order.pickupDate, language)]);
    return rows;
  }
  return [[t('delivery'), [order.customer.name, ...addressLines(order.address, language)].join(', ')]];
}

function paymentSentence({ order, t, money }: Writer): string {
  if (order.paymentStatus === 'paid') return t('paid');
  if (order.paymentStatus === 'refunded') return t('refunded');
  if (order.paymentMethod === 'at_pickup') return t('payAtPickup', { amount: money(order.totalMinor) });
  if (!order.payee.iban) return t('bankDetailsToFollow', { amount: money(order.totalMinor) });
  return t('payByTransfer', { amount: money(order.totalMinor), reference: order.reference });
}

type Content = { subject: string; preheader: string; intro: string[]; sections: { title: string; html: Html; text: string[] }[] };

function transferSection(w: Writer, withQr: boolean): Content['sections'][number] {
  const { t } = w;
  const rows = transferFacts(w);
  const qr = withQr
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px;"><tr><td style="padding-right:12px;"><img src="cid:${QR_CID}" width="160" height="160" alt="${t('qrAlt')}" style="display:block;border:0;width:160px;height:160px;"></td><td style="font-family:${FONT};font-size:13px;line-height:18px;color:${MUTED};">${t('qrHint')}</td></tr></table>`
    : false;
  return { title: t('transferTitle'), html: html`${facts(rows)}${qr}`, text: factLines(w, rows) };
}

function whereSection(w: Writer): Content['sections'][number] {
  const rows = fulfilmentFacts(w);
  return { title: w.order.fulfilment === 'pickup' ? w.t('pickup') : w.t('delivery'), html: facts(rows), text: factLines(w, rows) };
}

function shopperContent(event: OrderMessageEvent, w: Writer, shop: Shop, withQr: boolean): Content {
  const { order, language, t, money } = w;
  const number = String(order.number);
  const greeting = t('greeting', { name: order.customer.name });
  const transfer = awaitsTransfer(order) && event !== 'cancelled' ? [transferSection(w, withQr)] : [];
  const summary = { title: t('yourOrder'), html: linesHtml(w), text: linesText(w) };
  const where = whereSection(w);
  switch (event) {
    case 'placed':
      return {
        subject: t('placed.subject', { shop: shop.name, number }),
        preheader: t('placed.preheader', { number, amount: money(order.totalMinor) }),
        intro: [greeting, t('placed.intro', { number, shop: shop.name }), paymentSentence(w)],
        sections: [summary, where, ...transfer],
      };
    case 'ready': {
      const place = [order.location?.name, ...addressLines(order.location?.address, language)].filter(Boolean).join(', ');
      return {
        subject: t('ready.subject', { shop: shop.name, number }),
        preheader: t('ready.preheader', { number }),
        intro: [greeting, order.pickupDate ? t('ready.introOn', { number, place, date: formatDate(order.pickupDate, language) }) : t('ready.intro', { number, place }), paymentSentence(w)],
        sections: [where, summary, ...transfer],
      };
    }
    case 'shipped':
      return {
        subject: t('shipped.subject', { shop: shop.name, number }),
        preheader: t('shipped.preheader', { number }),
        intro: [greeting, t('shipped.intro', { number }), paymentSentence(w)],
        sections: [where, summary, ...transfer],
      };
    case 'cancelled':
      return {
        subject: t('cancelled.subject', { shop: shop.name, number }),
        preheader: t('cancelled.preheader', { number }),
        intro: [greeting, t('cancelled.intro', { number }), order.paymentStatus === 'refunded' ? t('cancelled.refunded', { amount: money(order.totalMinor) }) : t('cancelled.nothingToPay')],
        sections: [summary],
      };
  }
}

function merchantContent(w: Writer, orderUrl: string): Content {
  const { order, t, money } = w;
  const number = String(order.number);
  const customer: [string, string][] = [[t('merchant.name'), order.customer.name], [t('merchant.email'), order.customer.email]];
  if (order.customer.phone) customer.push([t('merchant.phone'), order.customer.phone]);
  const amount = money(order.totalMinor);
  const intro =
    order.paymentMethod === 'at_pickup'
      ? t('merchant.introAtPickup', { number, customer: order.customer.name, amount })
      : t('merchant.introTransfer', { number, customer: order.customer.name, amount, reference: order.reference });
  return {
    subject: t('merchant.subject', { number, customer: order.customer.name }),
    preheader: t('merchant.preheader', { customer: order.customer.name, amount }),
    intro: [intro, t('merchant.viewOrder', { url: orderUrl })],
    sections: [
      { title: t('merchant.customer'), html: facts(customer), text: factLines(w, customer) },
      { title: t('merchant.items'), html: linesHtml(w), text: linesText(w) },
      whereSection(w),
    ],
  };
}

function footer({ t }: Writer, shop: Shop, audience: 'shopper' | 'merchant'): string {
  if (audience === 'merchant') return t('merchant.footer');
  const contact = [shop.email, shop.phone].filter(Boolean).join(' · ');
  return t('shopperFooter', { shop: `${shop.name}${contact ? ` · ${contact}` : ''}` });
}

function render(kind: OrderMessageKind, w: Writer, content: Content, shop: Shop, audience: 'shopper' | 'merchant', attachments: MailAttachment[]): RenderedMessage {
  const body = html`${content.intro.map((line) => paragraph(line))}${content.sections.map((section) => html`${heading(section.title)}${section.html}`)}`;
  const foot = footer(w, shop, audience);
  const text = [...content.intro, ...content.sections.flatMap((section) => ['', section.title.toUpperCase(), ...section.text]), '', '--', foot, ''].join('\n');
  return { kind, subject: content.subject, html: layout({ title: content.subject, preheader: content.preheader, shopName: shop.name, body, footer: foot, lang: w.language }), text, attachments };
}

/**
 * The shopper's message for an order event, in the order's language (with the transfer details and QR code while
 * a transfer is awaited).
 */
export async function renderShopperMessage(event: OrderMessageEvent, order: OrderView, shop: Shop): Promise<RenderedMessage> {
  const w = writer(order, languageOf(order));
  const png =
    awaitsTransfer(order) && event !== 'cancelled'
      ? await epcQrPng({ name: order.payee.name, iban: order.payee.iban!, bic: order.payee.bic, amountMinor: order.totalMinor, currency: order.currency, reference: order.reference }, 320)
      : null;
  const attachments: MailAttachment[] = png ? [{ filename: w.t('qrFilename'), contentType: 'image/png', cid: QR_CID, contentBase64: png.toString('base64') }] : [];
  return render(SHOPPER_KINDS[event], w, shopperContent(event, w, shop, !!png), shop, 'shopper', attachments);
}

/**
 * The merchant's notice of a new order, with a link to it in the dashboard: in the merchant's language when given
 * (it is read in the dashboard's, not the shopper's), else French.
 */
export function renderMerchantNotice(order: OrderView, shop: Shop, orderUrl: string, language: Locale = DEFAULT_LOCALE): RenderedMessage {
  const w = writer(order, language);
  return render('new_order', w, merchantContent(w, orderUrl), shop, 'merchant', []);
}
