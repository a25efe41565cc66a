// The rich-text allow-list. Applied when a page is written (the block schema transforms `html` with
// it, so the API stores clean markup) and again when it is rendered.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content, not unwrapped: their text is code or chrome, never prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Runs before the scheme check: an unsafe href is then dropped and the <a> is inert text.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
};

/** Keep only the safe subset: p, h2–h4, strong, em, a[href http/https/mailto], ul, ol, li, blockquote, br. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
