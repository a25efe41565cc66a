import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKENS, FONT_STACKS, TOKEN_NAMES, contrastRatio, readableOn, resolveTokens, themeTokensSchema, tokensToCss } from './tokens';

describe('theme tokens', () => {
  it('the defaults are valid and readable', () => {
    expect(themeTokensSchema.safeParse(DEFAULT_TOKENS).success).toBe(true);
    expect(contrastRatio(DEFAULT_TOKENS.colorText, DEFAULT_TOKENS.colorBg)).toBeGreaterThan(7);
    expect(contrastRatio(DEFAULT_TOKENS.colorMuted, DEFAULT_TOKENS.colorBg)).toBeGreaterThan(4.5);
    expect(contrastRatio(readableOn(DEFAULT_TOKENS.colorPrimary), DEFAULT_TOKENS.colorPrimary)).toBeGreaterThan(4.5);
  });

  it('tokensToCss writes every documented variable in one :root rule', () => {
    const css = tokensToCss({ colorPrimary: '#c2410c', fontHeading: 'old-style', radius: '0.5rem' });
    expect(css.startsWith(':root{')).toBe(true);
    for (const name of Object.values(TOKEN_NAMES)) expect(css).toContain(`${name}:`);
    expect(css).toContain('--vt-color-primary:#c2410c');
    expect(css).toContain(`--vt-font-heading:${FONT_STACKS['old-style']}`);
    expect(css).toContain('--vt-radius:0.5rem');
  });

  it.each([
    ['colorPrimary', 'red;}body{display:none'],
    ['colorPrimary', 'url(https://evil.example)'],
    ['colorBg', '#12345'],
    ['radius', '10px;background:url(x)'],
    ['radius', '999px'],
    ['space', 'calc(100vh)'],
    ['fontBody', 'Comic Sans MS'],
    ['fontHeading', '"x"; @import url(https://fonts.example/x.css)'],
    ['buttonStyle', 'blob'],
  ])('an invalid %s (%s) falls back to the default', (key, value) => {
    const resolved = resolveTokens({ [key]: value });
    expect(resolved[key as keyof typeof resolved]).toBe(DEFAULT_TOKENS[key as keyof typeof DEFAULT_TOKENS]);
    expect(tokensToCss({ [key]: value })).not.toContain(value);
  });

  it('refuses an unsafe selector', () => {
    expect(tokensToCss({}, '.theme-a')).toMatch(/^\.theme-a\{/);
    expect(() => tokensToCss({}, 'body{}</style><script>')).toThrow();
  });

  it('computes the text colour on the primary colour when not given', () => {
    expect(tokensToCss({ colorPrimary: '#fde047' })).toContain('--vt-color-on-primary:#000000');
    expect(tokensToCss({ colorPrimary: '#1e3a8a' })).toContain('--vt-color-on-primary:#ffffff');
  });
});
