import { describe, expect, it } from 'vitest';
import { historyReducer, initialHistory } from './history';

describe('builder history', () => {
  it('undoes and redoes, and a new edit clears the redo stack', () => {
    let h = initialHistory(['a']);
    h = historyReducer(h, { type: 'set', value: ['a', 'b'] });
    h = historyReducer(h, { type: 'set', value: ['b', 'a'] });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toEqual(['a', 'b']);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toEqual(['a']);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toEqual(['a', 'b']);
    h = historyReducer(h, { type: 'set', value: ['c'] });
    expect(h.future).toEqual([]);
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });

  it('coalesces typing in one field into one step', () => {
    let h = initialHistory('');
    for (const value of ['B', 'Bo', 'Bon', 'Bonj']) h = historyReducer(h, { type: 'set', value, coalesce: 'block-1.title' });
    h = historyReducer(h, { type: 'set', value: 'Bonj!', coalesce: 'block-1.subtitle' });
    expect(h.past).toEqual(['', 'Bonj']);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('Bonj');
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('');
  });
});
