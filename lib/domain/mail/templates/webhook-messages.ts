// The e-mail telling a business that Vitrine disabled one of its webhook endpoints: which URL, why, and where to
// look at the delivery log and enable it again. Written in the language of the business's first owner (their
// account's language; French when they chose none), from the catalogue's `webhookMail` namespace. HTML
// (layout.ts) and plain text say the same.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { memberships, users } from '../../../db/schema';
import { DEFAULT_LOCALE, type Locale, translator } from '../../../i18n/translator';
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

/** The business's first owner (the earliest owner membership): their e-mail address and language, if any. */
export async function firstOwner(db: Db, businessId: string): Promise<{ email: string; locale: Locale | null } | null> {
  const [owner] = await db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId))
    .limit(1);
  return owner ?? null;
}

/** The language of the business's first owner; French when none chose one. */
export async function ownerLocale(db: Db, businessId: string): Promise<Locale> {
  return (await firstOwner(db, businessId))?.locale ?? DEFAULT_LOCALE;
}

export async function renderEndpointDisabledMessage(db: Db, input: EndpointDisabledInput): Promise<{ subject: string; html: string; text: string }> {
  const locale = await ownerLocale(db, input.businessId);
  const t = translator(locale, 'webhookMail');
  const subject = t('subject', { url: input.url });
  const why = input.reason === 'gone' ? t('gone', { url: input.url }) : t('failing', { url: input.url });
  const test = input.livemode ? null : t('test');
  const next = t('next');
  const body = html`${paragraph(why)}${test ? paragraph(test) : false}${paragraph(next)}${paragraph(html`<a href="${input.dashboardUrl}">${input.dashboardUrl}</a>`)}`;
  return {
    subject,
    html: layout({ title: subject, preheader: why, shopName: input.businessName, body, footer: t('footer', { business: input.businessName }), lang: locale }),
    text: [why, ...(test ? ['', test] : []), '', next, '', input.dashboardUrl].join('\n'),
  };
}
