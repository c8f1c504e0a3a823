/**
 * Undo and redo of a document's data. Typing in one field within a short pause is one step (so one
 * undo takes back a word or a sentence, not a letter); any other edit starts a new step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The field and time of the last edit, to merge quick typing into one step. */
  last?: { field: string; at: number };
}

export const MERGE_WINDOW_MS = 800;
const LIMIT = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records an edit. `field` names what was edited (a typing run in one field merges). */
export function record<T>(h: History<T>, next: T, field: string, now = Date.now()): History<T> {
  if (Object.is(next, h.present)) return h;
  const merge = h.last && h.last.field === field && now - h.last.at < MERGE_WINDOW_MS && h.past.length > 0;
  const past = merge ? h.past : [...h.past, h.present].slice(-LIMIT);
  return { past, present: next, future: [], last: { field, at: now } };
}

export const canUndo = (h: History<unknown>): boolean => h.past.length > 0;
export const canRedo = (h: History<unknown>): boolean => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1];
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...future] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future };
}
