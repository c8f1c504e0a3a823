import { nodeAtPath, parseYamlSource } from '../yaml-source.ts';
import { referenceIndexOf } from './resolve-data.ts';
import type { ClaimUse } from './resolve.ts';
import { findReferences } from './syntax.ts';

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
  const wanted = uses.filter((u) => 'k' in u) as { id: string; path: Path; k: number }[];
  if (!wanted.length) return uses.map((u) => ({ id: u.id, file, path: u.path, line: (u as Position).line, col: (u as Position).col }));
  const positions = new StoredPositions(file, wanted, read, lineOffset);
  let index = 0;
  return uses.map((u) => ('k' in u ? new LaterUse(u.id, file, u.path, positions, index++) : { id: u.id, file, path: u.path, line: u.line, col: u.col }));
}

class LaterUse implements ClaimUse {
  constructor(
    readonly id: string,
    readonly file: string,
    readonly path: Path,
    private readonly positions: StoredPositions,
    private readonly index: number,
  ) {}

  get line(): number {
    return this.positions.at(this.index).line;
  }

  get col(): number {
    return this.positions.at(this.index).col;
  }
}

/** The positions of a file's stored uses, worked out together on first ask from the file read again. */
class StoredPositions {
  private known?: Position[];
  constructor(
    private readonly file: string,
    private wanted: readonly { path: Path; k: number }[] | undefined,
    private read: (() => string) | undefined,
    private readonly lineOffset: number,
  ) {}

  at(index: number): Position {
    if (!this.known) {
      const parsed = parseYamlSource(this.file, this.read!());
      this.known = this.wanted!.map(({ path, k }) => {
        const { node } = nodeAtPath(parsed, path);
        const [start = 0, end = start] = node?.range ?? [];
        const offset = start + (findReferences(parsed.text.slice(start, end))[k]?.start ?? 0);
        const { line, col } = parsed.lines.linePos(offset);
        return { line: line + this.lineOffset, col };
      });
      this.read = undefined;
      this.wanted = undefined;
    }
    return this.known[index]!;
  }
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
