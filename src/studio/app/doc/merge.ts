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
      // Items added or removed where the other side changed them: the editor picks one version of the list.
      out.conflicts.push({ path, base, mine, theirs });
      return mine;
    }
  }
  return result;
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
