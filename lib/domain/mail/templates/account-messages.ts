// The messages about a person's account, in English for now (issue 21 translates): confirm an e-mail address,
// reset a password. A button and the plain link (some clients strip buttons), the link's lifetime, and what to
// do if the person did not ask. An HTML part (layout.ts) and a plain-text part saying the same.
import { ACCENT, FONT, html, layout, paragraph } from './layout';

export type RenderedAccountMessage = { subject: string; html: string; text: string };

const button = (label: string, href: string) =>
  html`<p style="margin:8px 0 20px;"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${ACCENT};color:#ffffff;font-family:${FONT};font-size:15px;font-weight:600;text-decoration:none;">${label}</a></p>`;

function render(input: { subject: string; greeting: string; lines: string[]; action: string; link: string; after: string }): RenderedAccountMessage {
  const footer = 'Vitrine — you receive this message because of an action on your Vitrine account.';
  const body = html`${paragraph(input.greeting)}${input.lines.map((line) => paragraph(line))}${button(input.action, input.link)}${paragraph(
    'If the button does not work, copy this address into your browser:',
  )}${paragraph(html`<a href="${input.link}" style="color:${ACCENT};word-break:break-all;">${input.link}</a>`)}${paragraph(input.after)}`;
  const text = [input.greeting, '', ...input.lines, '', `${input.action}: ${input.link}`, '', input.after, '', '--', footer, ''].join('\n');
  return { subject: input.subject, html: layout({ title: input.subject, preheader: input.lines[0]!, shopName: 'Vitrine', body, footer }), text };
}

const greet = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** The link that proves an address: sent at sign-up and on "Resend". */
export function renderVerificationMessage(input: { name: string | null; email: string; link: string }): RenderedAccountMessage {
  return render({
    subject: 'Confirm your e-mail address',
    greeting: greet(input.name),
    lines: [`Please confirm that ${input.email} is your e-mail address. Until you do, you can build your shop but not publish it.`],
    action: 'Confirm my e-mail address',
    link: input.link,
    after: 'The link works once, for 48 hours. If you did not create a Vitrine account, you can ignore this message.',
  });
}

/** The link that sets a new password. */
export function renderPasswordResetMessage(input: { name: string | null; link: string }): RenderedAccountMessage {
  return render({
    subject: 'Reset your Vitrine password',
    greeting: greet(input.name),
    lines: ['Someone (hopefully you) asked to reset the password of your Vitrine account.'],
    action: 'Set a new password',
    link: input.link,
    after: 'The link works once, for 1 hour, and signs you out everywhere else. If you did not ask, ignore this message: your password stays as it is.',
  });
}
