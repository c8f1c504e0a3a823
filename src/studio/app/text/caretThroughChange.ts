import type { Node } from '@tiptap/pm/model';

/**
 * Where the caret goes when a text is loaded again from outside (undo, redo, a merge): a caret
 * before the change stays, one after it moves with the words, and one in or beside it goes to the
 * end of what changed. So after Redo the caret follows the words brought back, and the next word
 * typed goes after them, as in any editor; a merge elsewhere in the text leaves the typist alone.
 */
export function caretThroughChange(before: Node, after: Node, caret: number): number {
  const start = before.content.findDiffStart(after.content);
  if (start === null) return Math.min(caret, after.content.size);
  const end = before.content.findDiffEnd(after.content);
  let endBefore = end?.a ?? before.content.size;
  let endAfter = end?.b ?? after.content.size;
  // Words repeated around the change (typing "a" after "a") make the two ends overlap the start.
  const overlap = start - Math.min(endBefore, endAfter);
  if (overlap > 0) {
    endBefore += overlap;
    endAfter += overlap;
  }
  if (caret < start) return caret;
  if (caret > endBefore) return Math.min(caret + endAfter - endBefore, after.content.size);
  return endAfter;
}
