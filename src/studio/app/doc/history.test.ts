import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, MERGE_WINDOW_MS, record, redo, startHistory, undo } from './history.ts';

describe('edit history', () => {
  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let h = startHistory('a');
    h = record(h, 'b', 'x', 0);
    h = record(h, 'c', 'y', 10);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(h);
    expect(h.present).toBe('b');
    h = record(h, 'd', 'z', 20);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('merges quick typing in one field into one step, but not typing in another field or after a pause', () => {
    let h = startHistory('');
    h = record(h, 'H', 'headline', 0);
    h = record(h, 'He', 'headline', 100);
    h = record(h, 'Hey', 'headline', 200);
    expect(undo(h).present).toBe('');
    h = record(h, 'Hey!', 'headline', 200 + MERGE_WINDOW_MS + 1);
    expect(undo(h).present).toBe('Hey');
    h = record(h, 'Hey!?', 'text', 200 + MERGE_WINDOW_MS + 2);
    expect(undo(h).present).toBe('Hey!');
  });

  it('ignores an edit that changes nothing', () => {
    const h = startHistory('same');
    expect(record(h, 'same', 'x')).toBe(h);
  });
});
