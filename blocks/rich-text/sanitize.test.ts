import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()" onmouseover="x">Hi</p>', '<p>Hi</p>'],
    ['<p style="position:fixed;color:red">Hi</p>', '<p>Hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<img src="x" onerror="alert(1)"><p>t</p>', '<p>t</p>'],
    ['<style>p{display:none}</style><p>t</p>', '<p>t</p>'],
    ['<div class="x"><span>plain</span></div>', 'plain'],
    ['<h1>Title</h1><b>bold</b> <i>it</i>', '<h2>Title</h2><strong>bold</strong> <em>it</em>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps the allowed subset untouched', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p><strong>s</strong> <em>e</em><br />x</p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http, https, mailto and same-site links with rel="noopener"', () => {
    expect(sanitizeRichText('<a href="https://shop.be" target="_blank" class="x">s</a>')).toBe('<a href="https://shop.be" rel="noopener">s</a>');
    expect(sanitizeRichText('<a href="mailto:hi@shop.be">m</a>')).toBe('<a href="mailto:hi@shop.be" rel="noopener">m</a>');
    expect(sanitizeRichText('<a href="/contact">c</a>')).toBe('<a href="/contact" rel="noopener">c</a>');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '//evil.example/x'])(
    'drops the unsafe href %s',
    (href) => {
      const out = sanitizeRichText(`<a href="${href}">x</a>`);
      expect(out).not.toContain('href');
      expect(out).toContain('x');
    },
  );
});
