import { Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { caretThroughChange } from './caretThroughChange.ts';

const schema = new Schema({ nodes: { doc: { content: 'paragraph+' }, paragraph: { content: 'text*' }, text: {} } });
/** A text of paragraphs, and the position just after `words` in it (or its end). */
const doc = (...paragraphs: string[]) => schema.node('doc', null, paragraphs.map((p) => schema.node('paragraph', null, p ? schema.text(p) : [])));
const after = (d: ReturnType<typeof doc>, words: string): number => {
  let at = -1;
  d.descendants((node, pos) => {
    if (node.isText && at < 0 && node.text!.includes(words)) at = pos + node.text!.indexOf(words) + words.length;
  });
  if (at < 0) throw new Error(`no "${words}"`);
  return at;
};

describe('the caret when a text is loaded again from outside', () => {
  it('follows the words Redo brings back', () => {
    const was = doc('Book a call first.');
    const now = doc('Book a call first. Extra');
    expect(caretThroughChange(was, now, after(was, 'first.'))).toBe(after(now, 'Extra'));
  });

  it('stays at the end of what is left when Undo takes words away', () => {
    const was = doc('Book a call first. Extra');
    const now = doc('Book a call first.');
    expect(caretThroughChange(was, now, after(was, 'Extra'))).toBe(after(now, 'first.'));
  });

  it('stays put when the change is after it, and moves with the words when it is before', () => {
    const was = doc('One', 'Two');
    const now = doc('One more', 'Two');
    expect(caretThroughChange(was, doc('One', 'Two three'), after(was, 'One'))).toBe(after(was, 'One'));
    expect(caretThroughChange(was, now, after(was, 'Two'))).toBe(after(now, 'Two'));
  });

  it('handles a letter typed after the same letter', () => {
    const was = doc('aa');
    const now = doc('aaa');
    expect(caretThroughChange(was, now, after(was, 'aa'))).toBe(after(now, 'aaa'));
  });

  it('keeps the caret, inside the text, when nothing changed', () => {
    const same = doc('Same words');
    expect(caretThroughChange(same, doc('Same words'), 3)).toBe(3);
  });
});
