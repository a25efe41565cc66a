import { describe, expect, it } from 'vitest';
import { applyOverlay, overlayText, textPathKeys, withOverlayText } from './translations';

const faq = {
  title: 'Questions',
  align: 'left',
  items: [
    { question: 'Livrez-vous ?', answer: 'Oui.' },
    { question: 'Où ?', answer: 'À Bruxelles.' },
  ],
  openFirst: false,
};

describe('textPathKeys', () => {
  it('names the texts of a config, not its choices or switches', () => {
    const keys = textPathKeys('faq', faq);
    expect(keys.has('title')).toBe(true);
    expect(keys.has('items.1.answer')).toBe(true);
    expect(keys.has('align')).toBe(false);
    expect(keys.has('openFirst')).toBe(false);
  });
});

describe('withOverlayText', () => {
  it('sets a text at its path, keeping the positions of list items before it', () => {
    const overlay = withOverlayText({}, ['items', 1, 'question'], 'Waar?');
    expect(overlay).toEqual({ items: [null, { question: 'Waar?' }] });
    expect(applyOverlay('faq', faq, overlay)).toMatchObject({ items: [{ question: 'Livrez-vous ?' }, { question: 'Waar?', answer: 'À Bruxelles.' }] });
  });

  it('replaces a text and keeps the others', () => {
    const overlay = withOverlayText({ title: 'Vragen', items: [{ question: 'Levert u?' }] }, ['title'], 'Veelgestelde vragen');
    expect(overlay).toEqual({ title: 'Veelgestelde vragen', items: [{ question: 'Levert u?' }] });
  });

  it('removes a text emptied, and the containers it leaves empty', () => {
    expect(withOverlayText({ title: 'Vragen', items: [null, { question: 'Waar?' }] }, ['items', 1, 'question'], '')).toEqual({ title: 'Vragen' });
    expect(withOverlayText({ title: 'Vragen' }, ['title'], undefined)).toEqual({});
  });

  it('reads a text back', () => {
    const overlay = withOverlayText({}, ['items', 0, 'answer'], 'Ja.');
    expect(overlayText(overlay, ['items', 0, 'answer'])).toBe('Ja.');
    expect(overlayText(overlay, ['items', 1, 'answer'])).toBeUndefined();
    expect(overlayText(undefined, ['title'])).toBeUndefined();
  });
});
