import { parse } from 'yaml';
import { readPost, rewritePost } from '../../yaml/post.ts';
import { rewriteYaml } from '../../yaml/rewrite.ts';
import { startHistory, type History } from './history.ts';
import { merge3, type FieldConflict, type Path } from './merge.ts';

export type DocKind = 'page' | 'site' | 'post' | 'other';

/** What the person edits: the file's data, and for a blog post its article text. */
export interface Draft {
  data: unknown;
  body?: string;
}

/** One file open in the Studio, with its unsaved edits. */
export interface Doc {
  path: string;
  kind: DocKind;
  /** The schema file (under schemas/) the data follows. */
  schema: string;
  /** The file as on disk when it was opened or last saved, and the hash the server gave it. */
  base: { text: string; hash: string | null };
  history: History<Draft>;
  /** Why the form cannot show this file (a YAML mistake made outside the Studio). */
  unreadable?: string;
  /** A page's new address, taken when it is saved (the file moves, links follow). */
  route?: string;
  /** Claims renamed here are renamed in every file that uses them when saved (unless turned off). */
  keepOldClaimNames?: boolean;
  /** Fields changed both here and outside since the last merge: the editor picks one version of each. */
  conflicts?: FieldConflict[];
  /** What the last outside change brought in (for the announcement): the fields, and the file's text before it. */
  incoming?: { paths: Path[]; conflicts: number; at: number; from: string };
}

export function readDraft(kind: DocKind, text: string): Draft {
  if (kind !== 'post') return { data: parse(text) as unknown };
  const post = readPost(text);
  if (!post) throw new Error('The post does not start with its settings between two lines of three dashes (---).');
  return post;
}

export function openDoc(path: string, kind: DocKind, schema: string, text: string, hash: string | null): Doc {
  try {
    return { path, kind, schema, base: { text, hash }, history: startHistory(readDraft(kind, text)) };
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    return { path, kind, schema, base: { text, hash }, history: startHistory({ data: undefined }), unreadable: reason };
  }
}

/** The file's new text: only what was edited differs from the text on disk (F1's minimal YAML edits). */
export function draftText(doc: Doc): string {
  if (doc.unreadable) return doc.base.text;
  const { data, body } = doc.history.present;
  return doc.kind === 'post' ? rewritePost(doc.base.text, data, body ?? '') : rewriteYaml(doc.base.text, data);
}

/** After a save: the saved text is the new base (under its new name when it moved), and the edit history goes on from there. */
export function rebase(doc: Doc, text: string, hash: string, path = doc.path): Doc {
  const fresh = openDoc(path, doc.kind, doc.schema, text, hash);
  return fresh.unreadable ? fresh : { ...fresh, history: { ...doc.history, present: fresh.history.present } };
}

/**
 * The file changed on disk while it had edits here: the outside change is merged into the draft
 * and into every step of its history, so undo takes back the editor's own steps and never the
 * outside change. Fields both sides changed keep the editor's version until they choose.
 */
export function mergeFromDisk(doc: Doc, text: string, hash: string, now = Date.now()): Doc {
  let theirs: Draft;
  let base: Draft;
  try {
    theirs = readDraft(doc.kind, text);
    base = readDraft(doc.kind, doc.base.text);
  } catch (err) {
    return { ...doc, base: { text, hash }, unreadable: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
  }
  const merged = merge3(base, doc.history.present, theirs);
  const rebaseStep = (step: Draft) => merge3(base, step, theirs).value as Draft;
  const history = { ...doc.history, past: doc.history.past.map(rebaseStep), present: merged.value as Draft, future: doc.history.future.map(rebaseStep), last: undefined };
  return {
    ...doc,
    base: { text, hash },
    history,
    conflicts: [...(doc.conflicts ?? []).filter((c) => !merged.conflicts.some((m) => samePath(m.path, c.path))), ...merged.conflicts],
    incoming: { paths: merged.incoming, conflicts: merged.conflicts.length, at: now, from: doc.base.text },
  };
}

export const samePath = (a: Path, b: Path): boolean => a.length === b.length && a.every((step, i) => step === b[i]);
