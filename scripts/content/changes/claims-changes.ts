/**
 * An edit of content/claims.yaml in words: a claim's new value is one change ("Figures and facts ›
 * Rows of data: "400K" → "1.2M""), whatever number of pages show it (whereClaimIsShown lists them).
 */
import { PLACE_SEPARATOR } from '../names.ts';
import { quote } from '../words.ts';
import type { Side } from './compare.ts';
import { changedParts } from './text-diff.ts';
import { squash } from './shown.ts';
import type { Path, WordedChange } from './types.ts';

interface Entry {
  section: string;
  id: string;
  fields: Record<string, unknown>;
}

/** Every figure and fact by id, with the section it is in. */
function entriesOf(data: unknown): Map<string, Entry> {
  const out = new Map<string, Entry>();
  if (!data || typeof data !== 'object') return out;
  for (const section of ['figures', 'facts']) {
    const entries = (data as Record<string, unknown>)[section];
    if (!entries || typeof entries !== 'object') continue;
    for (const [id, fields] of Object.entries(entries as Record<string, unknown>)) {
      out.set(id, { section, id, fields: fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {} });
    }
  }
  return out;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' || typeof v === 'number' ? squash(String(v)) : undefined);

/** Fields of a claim visitors never see: where a figure comes from, its date, what it is about. */
const UNSEEN = new Set(['source', 'as_of', 'about']);

const sameValue = (was: Entry, now: Entry): boolean => text(was.fields.value) === text(now.fields.value);

/** A field the two share, word for word (not the value). */
const shares = (was: Entry, now: Entry, keys: readonly string[]): boolean => keys.some((k) => text(was.fields[k]) !== undefined && text(was.fields[k]) === text(now.fields[k]));

/** Same words for what it is about, or the same place in its list with its source or date kept. */
function sameStanding(before: Map<string, Entry>, after: Map<string, Entry>) {
  const place = (all: Map<string, Entry>, e: Entry) => [...all.values()].filter((x) => x.section === e.section).indexOf(e);
  return (was: Entry, now: Entry): boolean => shares(was, now, ['about']) || (place(before, was) === place(after, now) && shares(was, now, ['source', 'as_of', 'note']));
}

export function claimsFileChanges(file: string, before: Side, after: Side): WordedChange[] {
  const [old, now] = [entriesOf(before.data), entriesOf(after.data)];
  const out: WordedChange[] = [];
  const push = (side: Side, path: Path, change: Omit<WordedChange, 'file' | 'path' | 'place' | 'where'>, extra: string[] = []) => {
    const place = [...side.places.segments(path.slice(0, 2)), ...extra];
    const line = side.lines(path);
    out.push({ file, path, place, where: place.join(PLACE_SEPARATOR), ...change, ...(line !== undefined && { line }) });
  };
  const noun = (e: Entry) => (e.section === 'figures' ? 'figure' : 'fact') as 'figure' | 'fact';

  // A claim renamed: gone under its old id, back under a new one with the same value; or, renamed and
  // given a new value in the same edit, back where it stood with what it is about (or its source or
  // date) unchanged. Told as a rename and a new value, never as one figure removed and another new.
  const gone = [...old.values()].filter((e) => !now.has(e.id));
  const fresh = [...now.values()].filter((n) => !old.has(n.id));
  const renamed = new Map<string, Entry>();
  for (const same of [sameValue, sameStanding(old, now)]) {
    for (const e of fresh) {
      if ([...renamed.values()].includes(e)) continue;
      const was = gone.find((g) => !renamed.has(g.id) && g.section === e.section && same(g, e));
      if (was) renamed.set(was.id, e);
    }
  }

  for (const e of now.values()) {
    const path = [e.section, e.id];
    const was = old.get(e.id) ?? [...renamed].find(([, n]) => n === e)?.[0];
    const prev = typeof was === 'string' ? old.get(was) : was;
    if (!prev) {
      push(after, [...path, 'value'], { kind: 'added', noun: noun(e), after: quote(text(e.fields.value) ?? ''), claim: e.id });
      continue;
    }
    if (prev.id !== e.id) push(after, path, { kind: 'changed', before: quote(prev.id), after: quote(e.id), unseen: true, claim: e.id }, ['Name']);
    const fields = [...new Set([...Object.keys(e.fields), ...Object.keys(prev.fields)])];
    for (const key of fields) {
      const [b, a] = [text(prev.fields[key]), text(e.fields[key])];
      if (b === a) continue;
      const unseen = UNSEEN.has(key);
      // The value is the claim itself: "Figures and facts › Rows of data", not "… › Value".
      const extra = key === 'value' ? [] : [after.places.label([...path, key])];
      const kind = b === undefined ? 'added' : a === undefined ? 'removed' : 'changed';
      const parts = b !== undefined && a !== undefined && key !== 'value' ? changedParts(b, a) : { before: b, after: a };
      push(
        after,
        [...path, key],
        { kind, ...(parts.before !== undefined && { before: quote(parts.before) }), ...(parts.after !== undefined && { after: quote(parts.after) }), ...(unseen && { unseen: true as const }), claim: e.id },
        extra,
      );
    }
  }
  for (const e of gone) {
    if (renamed.has(e.id)) continue;
    push(before, [e.section, e.id], { kind: 'removed', noun: noun(e), before: quote(text(e.fields.value) ?? ''), claim: e.id });
  }
  return out;
}
