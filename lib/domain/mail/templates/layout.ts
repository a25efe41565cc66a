// The e-mail shell every message shares: a 600 px table layout with inline styles only (what Gmail, Outlook
// and Apple Mail all render), narrowing to the screen on phones; every piece of merchant or shopper text is
// escaped before it reaches it.

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\u0000]/g, (char) => (char === '\u0000' ? '' : `&#${char.charCodeAt(0)};`));
}

/** HTML that is already escaped (built only by the helpers below). */
export type Html = { readonly html: string };

const raw = (html: string): Html => ({ html });

/** Escapes the interpolated values, keeps nested Html as is. */
export function html(strings: TemplateStringsArray, ...values: (string | number | Html | Html[] | null | undefined | false)[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((part) => part.html).join('');
    else if (value && typeof value === 'object') out += value.html;
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1]!;
  });
  return raw(out);
}

export const INK = '#1f2933';
export const MUTED = '#66707d';
export const RULE = '#e3e7ec';
export const ACCENT = '#1d3a5f';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A section heading inside the card. */
export const heading = (text: string): Html =>
  html`<h2 style="margin:24px 0 8px;font-family:${FONT};font-size:16px;line-height:22px;color:${ACCENT};">${text}</h2>`;

/** A paragraph of body text. */
export const paragraph = (text: string | Html): Html =>
  html`<p style="margin:0 0 12px;font-family:${FONT};font-size:15px;line-height:22px;color:${INK};">${text}</p>`;

/** Label/value rows, e.g. the transfer details. */
export const facts = (rows: [string, string][]): Html =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;">${rows.map(
    ([label, value]) =>
      html`<tr><td style="padding:4px 12px 4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:${MUTED};vertical-align:top;white-space:nowrap;">${label}</td><td style="padding:4px 0;font-family:${FONT};font-size:14px;line-height:20px;color:${INK};font-weight:600;word-break:break-word;">${value}</td></tr>`,
  )}</table>`;

/** A full document: preheader, shop name, the card with the content, and a footer. */
export function layout(input: { title: string; preheader: string; shopName: string; body: Html; footer: string; lang?: string }): string {
  return `<!DOCTYPE html>
${
    html`<html lang="${input.lang ?? 'fr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${input.title}</title></head>
<body style="margin:0;padding:0;background:#f3f5f8;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${input.preheader}</div>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background:#f3f5f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:20px;line-height:26px;font-weight:700;color:${ACCENT};">${input.shopName}</td></tr>
<tr><td style="background:#ffffff;border:1px solid ${RULE};border-radius:8px;padding:24px;">${input.body}</td></tr>
<tr><td style="padding:16px 8px;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">${input.footer}</td></tr>
</table>
</td></tr>
</table>
</body></html>`.html
  }
`;
}

export { FONT };
