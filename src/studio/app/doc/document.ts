import { parse } from 'yaml';
import { readPost, rewritePost } from '../../yaml/post.ts';
import { rewriteYaml } from '../../yaml/rewrite.ts';
import { startHistory, type History } from './history.ts';

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
}

function readDraft(kind: DocKind, text: string): Draft {
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

/** After a save: the saved text is the new base, and the edit history goes on from there. */
export function rebase(doc: Doc, text: string, hash: string): Doc {
  const fresh = openDoc(doc.path, doc.kind, doc.schema, text, hash);
  return fresh.unreadable ? fresh : { ...fresh, history: { ...doc.history, present: fresh.history.present } };
}
