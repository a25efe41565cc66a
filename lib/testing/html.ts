// Reading generated HTML in tests: every element with its attributes and decoded text, parsed by sanitize-html's
// parser (htmlparser2) with nothing filtered out.
import sanitizeHtml from 'sanitize-html';

export type HtmlElement = { tag: string; attribs: Record<string, string>; text: string };

/** The elements of an HTML document, innermost first (as the parser closes them). */
export function parseHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: ['http', 'https', 'mailto', 'cid', 'data'],
    parseStyleAttributes: false,
    exclusiveFilter(frame) {
      elements.push({ tag: frame.tag, attribs: { ...frame.attribs }, text: frame.text });
      return false;
    },
  });
  return elements;
}

/** The decoded text of the document's cells and paragraphs, whitespace collapsed. */
export function htmlTexts(html: string): string[] {
  return parseHtml(html)
    .filter((element) => ['td', 'p', 'h2', 'title'].includes(element.tag))
    .map((element) => element.text.replace(/\s+/g, ' ').trim());
}
