// A draft preview keeps the visitor inside it: the page's root-relative links and forms move under the
// preview's base path (once); links elsewhere, anchors and assets stay as they are.
import { describe, expect, it } from 'vitest';
import { keepLinksInPreview } from './draft-preview';

describe('links in a draft preview', () => {
  const base = '/__vitrine/draft/abc';
  it('moves root-relative links and forms under the preview, once', () => {
    const html = '<a href="/contact">C</a><a class="x" href="/">H</a><form method="post" action="/cart">';
    expect(keepLinksInPreview(html, base)).toBe(`<a href="${base}/contact">C</a><a class="x" href="${base}/">H</a><form method="post" action="${base}/cart">`);
    expect(keepLinksInPreview(keepLinksInPreview(html, base), base)).toBe(keepLinksInPreview(html, base));
  });
  it('leaves other sites, protocol-relative links, anchors and assets alone', () => {
    const html = '<a href="https://example.be/">E</a><a href="//cdn.example/x">P</a><a href="#top">T</a><img src="/media/med_1"><link href="/style.css">';
    expect(keepLinksInPreview(html, base)).toBe(html);
  });
});
