// The order e-mails, in French: confirmation, "ready for pickup", "shipped" and "cancelled" to the shopper, and
// the new-order notice to the merchant. Each is an HTML part (layout.ts) and a plain-text part saying the same;
// an unpaid transfer order carries the transfer details and the EPC QR code as an inline image (cid:).
import type { MailAttachment } from '../../../db/schema/mail';
import { countryName, formatDate, formatIban, formatMoney } from '../../../i18n/format';
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

const addressLines = (address: Address | null | undefined): string[] =>
  address ? [address.line1, address.line2 ?? '', `${address.postalCode} ${address.city}`.trim(), countryName(address.country)].filter((line) => line.trim() !== '') : [];

const money = (order: OrderView, minor: number) => formatMoney(minor, order.currency);

/** Whether the shopper still has to pay by transfer, and can (the business published an IBAN). */
const awaitsTransfer = (order: OrderView) => order.paymentMethod === 'transfer' && order.paymentStatus === 'unpaid' && !!order.payee.iban;

function transferFacts(order: OrderView): [string, string][] {
  const rows: [string, string][] = [
    ['Bénéficiaire', order.payee.name],
    ['IBAN', formatIban(order.payee.iban ?? '')],
  ];
  if (order.payee.bic) rows.push(['BIC', order.payee.bic]);
  rows.push(['Montant', money(order, order.totalMinor)], ['Communication structurée', order.reference]);
  return rows;
}

function linesHtml(order: OrderView): Html {
  const cell = `font-family:${FONT};font-size:14px;line-height:20px;color:${INK};padding:8px 0;border-bottom:1px solid ${RULE};vertical-align:top;`;
  const totalRow = (label: string, value: string, strong = false) =>
    html`<tr><td colspan="2" style="font-family:${FONT};font-size:14px;line-height:20px;padding:6px 0 0;color:${strong ? INK : MUTED};${strong ? 'font-weight:700;' : ''}">${label}</td><td align="right" style="font-family:${FONT};font-size:14px;line-height:20px;padding:6px 0 0;color:${INK};white-space:nowrap;${strong ? 'font-weight:700;' : ''}">${value}</td></tr>`;
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;">${order.lines.map(
    (line) =>
      html`<tr><td style="${cell}word-break:break-word;">${line.description}</td><td style="${cell}color:${MUTED};white-space:nowrap;padding-left:8px;">${line.quantity} × ${money(order, line.unitPriceMinor)}</td><td align="right" style="${cell}white-space:nowrap;padding-left:8px;">${money(order, line.lineTotalMinor)}</td></tr>`,
  )}${totalRow('Sous-total', money(order, order.subtotalMinor))}${order.fulfilment === 'delivery' ? totalRow('Livraison', money(order, order.shippingMinor)) : false}${totalRow('Total TVAC', money(order, order.totalMinor), true)}</table>`;
}

function linesText(order: OrderView): string[] {
  return [
    ...order.lines.map((line) => `- ${line.description} : ${line.quantity} × ${money(order, line.unitPriceMinor)} = ${money(order, line.lineTotalMinor)}`),
    `Sous-total : ${money(order, order.subtotalMinor)}`,
    ...(order.fulfilment === 'delivery' ? [`Livraison : ${money(order, order.shippingMinor)}`] : []),
    `Total TVAC : ${money(order, order.totalMinor)}`,
  ];
}

/** Where the order goes: the pickup location and day, or the delivery address. */
function fulfilmentFacts(order: OrderView): [string, string][] {
  if (order.fulfilment === 'pickup') {
    const rows: [string, string][] = [['Retrait', order.location?.name ?? '']];
    const address = addressLines(order.location?.address);
    if (address.length) rows.push(['Adresse', address.join(', ')]);
    if (order.pickupDate) rows.push(['Jour', formatDate(order.pickupDate)]);
    return rows;
  }
  return [['Livraison', [order.customer.name, ...addressLines(order.address)].join(', ')]];
}

function paymentSentence(order: OrderView): string {
  if (order.paymentStatus === 'paid') return 'Votre paiement a bien été reçu.';
  if (order.paymentStatus === 'refunded') return 'Votre paiement vous a été remboursé.';
  if (order.paymentMethod === 'at_pickup') return `Vous paierez ${money(order, order.totalMinor)} au retrait.`;
  if (!order.payee.iban) return `Le magasin vous communiquera ses coordonnées bancaires pour le virement de ${money(order, order.totalMinor)}.`;
  return `Merci de virer ${money(order, order.totalMinor)} avec la communication structurée ${order.reference} : votre commande est préparée dès réception du paiement.`;
}

type Content = { subject: string; preheader: string; intro: string[]; sections: { title: string; html: Html; text: string[] }[] };

function transferSection(order: OrderView, withQr: boolean): Content['sections'][number] {
  const rows = transferFacts(order);
  const qr = withQr
    ? html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px;"><tr><td style="padding-right:12px;"><img src="cid:${QR_CID}" width="160" height="160" alt="Code QR de paiement (virement SEPA)" style="display:block;border:0;width:160px;height:160px;"></td><td style="font-family:${FONT};font-size:13px;line-height:18px;color:${MUTED};">Scannez ce code avec l'application de votre banque : le virement est prérempli.</td></tr></table>`
    : false;
  return {
    title: 'Paiement par virement',
    html: html`${facts(rows)}${qr}`,
    text: rows.map(([label, value]) => `${label} : ${value}`),
  };
}

function shopperContent(event: OrderMessageEvent, order: OrderView, shop: Shop, withQr: boolean): Content {
  const greeting = `Bonjour ${order.customer.name},`;
  const transfer = awaitsTransfer(order) && event !== 'cancelled' ? [transferSection(order, withQr)] : [];
  const summary = { title: 'Votre commande', html: linesHtml(order), text: linesText(order) };
  const where = { title: order.fulfilment === 'pickup' ? 'Retrait' : 'Livraison', html: facts(fulfilmentFacts(order)), text: fulfilmentFacts(order).map(([l, v]) => `${l} : ${v}`) };
  switch (event) {
    case 'placed':
      return {
        subject: `${shop.name} — commande n° ${order.number} reçue`,
        preheader: `Merci pour votre commande n° ${order.number} (${money(order, order.totalMinor)}).`,
        intro: [greeting, `Merci pour votre commande n° ${order.number} chez ${shop.name}. Nous l'avons bien reçue.`, paymentSentence(order)],
        sections: [summary, where, ...transfer],
      };
    case 'ready': {
      const place = [order.location?.name, ...addressLines(order.location?.address)].filter(Boolean).join(', ');
      return {
        subject: `${shop.name} — commande n° ${order.number} prête à retirer`,
        preheader: `Votre commande n° ${order.number} vous attend.`,
        intro: [greeting, `Votre commande n° ${order.number} est prête : elle vous attend à ${place}${order.pickupDate ? ` le ${formatDate(order.pickupDate)}` : ''}.`, paymentSentence(order)],
        sections: [where, summary, ...transfer],
      };
    }
    case 'shipped':
      return {
        subject: `${shop.name} — commande n° ${order.number} expédiée`,
        preheader: `Votre commande n° ${order.number} est en route.`,
        intro: [greeting, `Votre commande n° ${order.number} a été expédiée à l'adresse ci-dessous.`, paymentSentence(order)],
        sections: [where, summary, ...transfer],
      };
    case 'cancelled':
      return {
        subject: `${shop.name} — commande n° ${order.number} annulée`,
        preheader: `Votre commande n° ${order.number} a été annulée.`,
        intro: [
          greeting,
          `Votre commande n° ${order.number} a été annulée.`,
          order.paymentStatus === 'refunded' ? `Le montant payé (${money(order, order.totalMinor)}) vous est remboursé.` : 'Aucun paiement ne vous est demandé pour cette commande.',
        ],
        sections: [summary],
      };
  }
}

function merchantContent(order: OrderView, orderUrl: string): Content {
  const customer: [string, string][] = [['Nom', order.customer.name], ['E-mail', order.customer.email]];
  if (order.customer.phone) customer.push(['Téléphone', order.customer.phone]);
  const payment = order.paymentMethod === 'at_pickup' ? 'au retrait' : `par virement, communication ${order.reference}`;
  return {
    subject: `Nouvelle commande n° ${order.number} — ${order.customer.name}`,
    preheader: `${order.customer.name} a commandé pour ${money(order, order.totalMinor)}.`,
    intro: [`Nouvelle commande n° ${order.number} de ${order.customer.name} : ${money(order, order.totalMinor)}, paiement ${payment}.`, `Voir la commande : ${orderUrl}`],
    sections: [
      { title: 'Client', html: facts(customer), text: customer.map(([l, v]) => `${l} : ${v}`) },
      { title: 'Articles', html: linesHtml(order), text: linesText(order) },
      { title: order.fulfilment === 'pickup' ? 'Retrait' : 'Livraison', html: facts(fulfilmentFacts(order)), text: fulfilmentFacts(order).map(([l, v]) => `${l} : ${v}`) },
    ],
  };
}

function footer(shop: Shop, audience: 'shopper' | 'merchant'): string {
  if (audience === 'merchant') return 'Envoyé par Vitrine pour votre boutique. Répondez à cet e-mail pour écrire au client.';
  const contact = [shop.email, shop.phone].filter(Boolean).join(' · ');
  return `${shop.name}${contact ? ` · ${contact}` : ''} — une question ? Répondez simplement à cet e-mail.`;
}

function render(kind: OrderMessageKind, content: Content, shop: Shop, audience: 'shopper' | 'merchant', attachments: MailAttachment[]): RenderedMessage {
  const body = html`${content.intro.map((line) => paragraph(line))}${content.sections.map((section) => html`${heading(section.title)}${section.html}`)}`;
  const foot = footer(shop, audience);
  const text = [...content.intro, ...content.sections.flatMap((section) => ['', section.title.toUpperCase(), ...section.text]), '', '--', foot, ''].join('\n');
  return { kind, subject: content.subject, html: layout({ title: content.subject, preheader: content.preheader, shopName: shop.name, body, footer: foot }), text, attachments };
}

/** The shopper's message for an order event (with the transfer details and QR code while a transfer is awaited). */
export async function renderShopperMessage(event: OrderMessageEvent, order: OrderView, shop: Shop): Promise<RenderedMessage> {
  const png =
    awaitsTransfer(order) && event !== 'cancelled'
      ? await epcQrPng({ name: order.payee.name, iban: order.payee.iban!, bic: order.payee.bic, amountMinor: order.totalMinor, currency: order.currency, reference: order.reference }, 320)
      : null;
  const attachments: MailAttachment[] = png ? [{ filename: 'virement-qr.png', contentType: 'image/png', cid: QR_CID, contentBase64: png.toString('base64') }] : [];
  return render(SHOPPER_KINDS[event], shopperContent(event, order, shop, !!png), shop, 'shopper', attachments);
}

/** The merchant's notice of a new order, with a link to it in the dashboard. */
export function renderMerchantNotice(order: OrderView, shop: Shop, orderUrl: string): RenderedMessage {
  return render('new_order', merchantContent(order, orderUrl), shop, 'merchant', []);
}
