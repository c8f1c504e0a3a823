import { diff3Merge } from 'node-diff3';
import { isPlainObject, sameData, stableKey } from '../../yaml/data.ts';

/**
 * Three-way merge of a file's data: what it was when opened (base), the editor's draft (mine) and
 * the file as it is now on disk (theirs). It merges the data field by field, not the text: the
 * Studio writes through rewriteYaml, which changes only the fields that differ from the text on
 * disk, so the outside edit stays byte for byte and the editor's fields are written as usual. Lists
 * (sections, items) and text with several lines are merged with node-diff3, item by item and line
 * by line; anything else both sides changed differently is a conflict for the editor to decide.
 */
export type Path = (string | number)[];

export interface FieldConflict {
  path: Path;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface Merged {
  /** The merged data; at each conflict it holds the editor's own version until they choose. */
  value: unknown;
  conflicts: FieldConflict[];
  /** Fields the outside change brought in (taken as they are on disk). */
  incoming: Path[];
}

const lines = (text: string) => text.split('\n');

/** Two versions of a text with several lines, each changed on other lines: both changes, or undefined. */
function mergeText(base: string, mine: string, theirs: string): string | undefined {
  const regions = diff3Merge(lines(mine), lines(base), lines(theirs), { excludeFalseConflicts: true });
  if (regions.some((r) => r.conflict)) return undefined;
  return regions.flatMap((r) => r.ok ?? []).join('\n');
}

/** The fields that differ between two versions, as deep as they go (a list that changed length is one field). */
export function changedPaths(a: unknown, b: unknown, path: Path = []): Path[] {
  if (sameData(a, b)) return [];
  if (isPlainObject(a) && isPlainObject(b)) return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((k) => changedPaths(a[k], b[k], [...path, k]));
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) return a.flatMap((item, i) => changedPaths(item, b[i], [...path, i]));
  return [path];
}

function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[], path: Path, out: Merged): unknown[] {
  const byKey = new Map<string, unknown>();
  for (const item of [...base, ...theirs, ...mine]) byKey.set(stableKey(item), item);
  const keys = (list: unknown[]) => list.map(stableKey);
  const regions = diff3Merge(keys(mine), keys(base), keys(theirs), { excludeFalseConflicts: true });
  const result: unknown[] = [];
  for (const region of regions) {
    if (region.ok) {
      result.push(...region.ok.map((k) => byKey.get(k)));
      continue;
    }
    const { a, o, b } = region.conflict!;
    if (a.length === o.length && o.length === b.length) {
      // The same items changed on both sides (a section edited here and there): merge each one.
      a.forEach((_, i) => result.push(merge(byKey.get(o[i]!), byKey.get(a[i]!), byKey.get(b[i]!), [...path, result.length], out)));
    } else {
      const items = (list: string[]) => list.map((k) => byKey.get(k));
      const aligned = alignRegion(items(o), items(a), items(b), [...path], result, out);
      if (aligned) continue;
      // Items removed on one side where the other side changed them: the editor picks one version of the list.
      out.conflicts.push({ path, base, mine, theirs });
      return mine;
    }
  }
  return result;
}

/**
 * One entry edited: the same kind (a section's type) with at least half its fields as they were.
 * Why by likeness: an edited entry has a new key, so diff3 sees it as removed and added again.
 */
function sameEntry(x: unknown, y: unknown): boolean {
  if (!isPlainObject(x) || !isPlainObject(y) || x.type !== y.type) return false;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].filter((k) => sameData(x[k], y[k])).length * 2 >= keys.size;
}

/** For each entry of `base`, the index of the same entry (edited or not) in `side`, in order; -1 where it was removed. */
function partners(base: unknown[], side: unknown[]): number[] {
  let from = 0;
  return base.map((item) => {
    const at = side.findIndex((other, k) => k >= from && sameEntry(item, other));
    if (at >= 0) from = at + 1;
    return at;
  });
}

/**
 * A stretch of a list where entries were added on one side next to entries edited on the other
 * (a section added right after the one edited elsewhere): each entry is paired with its edited self
 * and merged field by field, and the added ones are kept in their places. False when an entry was
 * removed on one side and edited on the other: only the editor can decide that.
 */
function alignRegion(o: unknown[], a: unknown[], b: unknown[], path: Path, result: unknown[], out: Merged): boolean {
  const inA = partners(o, a);
  const inB = partners(o, b);
  const kept = o.map((item, i) => {
    const mine = inA[i]! >= 0 ? a[inA[i]!] : undefined;
    const theirs = inB[i]! >= 0 ? b[inB[i]!] : undefined;
    if (mine !== undefined && theirs !== undefined) return { mine, theirs };
    // Removed on one side: fine where the other side left it as it was (or removed it too).
    const other = mine ?? theirs;
    return other === undefined || sameData(other, item) ? null : undefined;
  });
  if (kept.includes(undefined)) return false;
  const pairedA = new Set(inA);
  const pairedB = new Set(inB);
  let nextA = 0;
  let nextB = 0;
  const added = new Set<string>();
  // The entries each side added before index `upTo` of that side (a side's additions are kept in its order).
  const addUpTo = (upToA: number, upToB: number) => {
    for (; nextA < upToA; nextA++) if (!pairedA.has(nextA)) (added.add(stableKey(a[nextA])), result.push(a[nextA]));
    for (; nextB < upToB; nextB++) {
      if (pairedB.has(nextB) || added.has(stableKey(b[nextB]))) continue;
      out.incoming.push([...path, result.length]);
      result.push(b[nextB]);
    }
  };
  o.forEach((item, i) => {
    addUpTo(inA[i]! >= 0 ? inA[i]! : nextA, inB[i]! >= 0 ? inB[i]! : nextB);
    const both = kept[i];
    if (both) result.push(merge(item, both.mine, both.theirs, [...path, result.length], out));
    if (inA[i]! >= 0) nextA = inA[i]! + 1;
    if (inB[i]! >= 0) nextB = inB[i]! + 1;
  });
  addUpTo(a.length, b.length);
  return true;
}

function merge(base: unknown, mine: unknown, theirs: unknown, path: Path, out: Merged): unknown {
  if (sameData(mine, theirs)) return mine;
  if (sameData(base, mine)) {
    out.incoming.push(...changedPaths(base, theirs, path));
    return theirs;
  }
  if (sameData(base, theirs)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const from = isPlainObject(base) ? base : {};
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
    const result: Record<string, unknown> = {};
    for (const key of keys) {
      const value = merge(from[key], mine[key], theirs[key], [...path, key], out);
      if (value !== undefined) result[key] = value;
    }
    return result;
  }
  if (Array.isArray(mine) && Array.isArray(theirs)) return mergeLists(Array.isArray(base) ? base : [], mine, theirs, path, out);
  if (typeof mine === 'string' && typeof theirs === 'string' && typeof base === 'string' && (base.includes('\n') || mine.includes('\n') || theirs.includes('\n'))) {
    const text = mergeText(base, mine, theirs);
    if (text !== undefined) {
      out.incoming.push(path);
      return text;
    }
  }
  out.conflicts.push({ path, base, mine, theirs });
  return mine;
}

/** The editor's draft with the outside change merged in (see the module comment). */
export function merge3(base: unknown, mine: unknown, theirs: unknown): Merged {
  const out: Merged = { value: undefined, conflicts: [], incoming: [] };
  out.value = merge(base, mine, theirs, [], out);
  return out;
}

/** The data with `value` at `path` (a copy: the history keeps the old version for undo). */
export function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [step, ...rest] = path;
  if (Array.isArray(data)) return data.map((item, i) => (i === step ? setAt(item, rest, value) : item));
  const object = isPlainObject(data) ? data : {};
  const next = setAt(object[step as string], rest, value);
  const { [step as string]: _old, ...others } = object;
  // Keys keep their place; a field set to nothing is left out, as a cleared field is.
  if (next === undefined) return others;
  return Object.hasOwn(object, step as string) ? Object.fromEntries(Object.entries(object).map(([k, v]) => [k, k === step ? next : v])) : { ...object, [step as string]: next };
}
