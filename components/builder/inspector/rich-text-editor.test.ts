import { describe, expect, it } from 'vitest';
import { normaliseEditorHtml } from './rich-text-editor';

describe('normaliseEditorHtml', () => {
  it('turns browser markup into the rich-text block’s vocabulary and drops what the server would drop', () => {
    expect(normaliseEditorHtml('<div>One <b>two</b> <i>three</i></div><div><br></div>')).toBe('<p>One <strong>two</strong> <em>three</em></p><p><br /></p>');
    expect(normaliseEditorHtml('<p>x<img src=x onerror=alert(1)><a href="javascript:alert(1)">y</a></p><p></p>')).toBe('<p>x<a rel="noopener">y</a></p>');
    expect(normaliseEditorHtml('<h2><br></h2>')).toBe('');
  });
});
