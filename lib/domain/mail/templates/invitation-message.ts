// The e-mail inviting someone to a business's team: who invites them, to which business, with which role and
// what it allows, and the link (which works once, for 7 days). HTML (layout.ts) and plain text say the same.
import { ROLE_DESCRIPTIONS, type MemberRole } from '../../users/roles';
import { facts, html, layout, paragraph } from './layout';

export type InvitationMessageInput = {
  businessName: string;
  inviterName: string;
  role: MemberRole;
  link: string;
  expiresAt: Date;
};

const when = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(date);

export function renderInvitationMessage(input: InvitationMessageInput): { subject: string; html: string; text: string } {
  const role = ROLE_DESCRIPTIONS[input.role];
  const subject = `${input.inviterName} invited you to ${input.businessName} on Vitrine`;
  const intro = `${input.inviterName} invited you to join the team of ${input.businessName} on Vitrine, as ${role.label.toLowerCase()}.`;
  const expiry = `The link works once, until ${when(input.expiresAt)}. If you did not expect this invitation, ignore this e-mail.`;
  const body = html`${paragraph(intro)}${facts([
    ['Role', role.label],
    ['What it allows', role.summary],
  ])}<p style="margin:20px 0;"><a href="${input.link}" style="display:inline-block;background:#1d3a5f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;">Accept the invitation</a></p>${paragraph(
    html`Or open this link: <a href="${input.link}">${input.link}</a>`,
  )}${paragraph(expiry)}`;
  const text = [intro, '', `Role: ${role.label} — ${role.summary}`, '', `Accept the invitation: ${input.link}`, '', expiry].join('\n');
  return {
    subject,
    html: layout({ title: subject, preheader: intro, shopName: 'Vitrine', body, footer: `Sent by Vitrine on behalf of ${input.businessName}.` }),
    text,
  };
}
