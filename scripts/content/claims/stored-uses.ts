import { LaterUse, referenceIndexOf, UsePositions } from './later-uses.ts';
import type { ClaimUse } from './resolve.ts';

type Path = (string | number)[];
type Position = { line: number; col: number };

/** A use as plain data to keep (a check cache): its line once known, else which reference of its field. */
export type StoredUse = { id: string; path: Path } & ({ k: number } | { line: number; col: number });

export function storedUse(use: ClaimUse): StoredUse {
  const k = referenceIndexOf(use);
  return k === undefined ? { id: use.id, path: use.path, line: use.line, col: use.col } : { id: use.id, path: use.path, k };
}

/**
 * The uses of one file back from plain data; `read` gives the file's text if a line is asked for
 * (then the file is parsed once for all its uses). Lines are getters of a class, not closures, so
 * 150,000 uses of 10,000 pages cost little more than their ids and paths.
 */
export function storedUses(file: string, uses: readonly StoredUse[], read: () => string, lineOffset = 0): ClaimUse[] {
  if (!uses.some((u) => 'k' in u)) return uses.map((u) => ({ id: u.id, file, path: u.path, line: (u as Position).line, col: (u as Position).col }));
  const positions = new UsePositions(file, read, lineOffset);
  return uses.map((u) => ('k' in u ? new LaterUse(u.id, file, u.path, u.k, positions) : { id: u.id, file, path: u.path, line: u.line, col: u.col }));
}

/**
 * The uses of a page kept from an earlier check: the claims it names at once, the uses themselves
 * (with their files, fields and lines) only when something asks for them. Most checks need no more
 * than the names (which claims are used); making 150,000 uses at every build cost a one-page
 * rebuild of 10,000 pages about 0.4 s and 70 MB.
 */
export class KeptUses {
  private made?: ClaimUse[];
  constructor(
    readonly ids: readonly string[],
    private readonly make: () => ClaimUse[],
  ) {}

  uses(): ClaimUse[] {
    return (this.made ??= this.make());
  }
}

/** Uses as a check hands them over: one by one as files are resolved, a kept page's together. */
export type UsePart = ClaimUse | KeptUses;

/** The uses of `parts`, in order. */
export const usesOf = (parts: readonly UsePart[]): ClaimUse[] => parts.flatMap((p) => (p instanceof KeptUses ? p.uses() : [p]));
