// The e-mail telling a business that Vitrine disabled one of its webhook endpoints: which URL, why, and where to
// look at the delivery log and enable it again. HTML (layout.ts) and plain text say the same.
import type { Db } from '../../../db/client';
import { html, layout, paragraph } from './layout';

export type EndpointDisabledInput = {
  businessId: string;
  businessName: string;
  endpointId: string;
  url: string;
  reason: 'failing' | 'gone';
  livemode: boolean;
  dashboardUrl: string;
};

export async function renderEndpointDisabledMessage(_db: Db, input: EndpointDisabledInput): Promise<{ subject: string; html: string; text: string }> {
  const subject = `Webhook endpoint disabled: ${input.url}`;
  const why =
    input.reason === 'gone'
      ? `The receiver at ${input.url} answered 410 Gone, so Vitrine stopped sending it events.`
      : `Every attempt to deliver an event to ${input.url} failed for about three days, so Vitrine stopped sending it events.`;
  const next = 'Events that happen while it is disabled are not sent to it. Fix the receiver, then enable the endpoint again from its page.';
  const body = html`${paragraph(why)}${paragraph(next)}${paragraph(html`<a href="${input.dashboardUrl}">${input.dashboardUrl}</a>`)}`;
  return {
    subject,
    html: layout({ title: subject, preheader: why, shopName: input.businessName, body, footer: 'Sent by Vitrine.', lang: 'en' }),
    text: [why, '', next, '', input.dashboardUrl].join('\n'),
  };
}
