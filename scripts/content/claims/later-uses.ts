import { nodeAtPath, parseYamlSource } from '../yaml-source.ts';
import type { ClaimUse } from './resolve.ts';
import { findReferences } from './syntax.ts';

type Path = (string | number)[];
type Position = { line: number; col: number };

/**
 * Line and column of each claim reference in one file, worked out with a single full parse when
 * the first of them is asked for (a report, a stale figure). Until then only the file's text (or a
 * way to read it again) is held, never its parsed data or documents, and afterwards only the
 * numbers: a use is kept for the whole build, so holding the file here would keep every page of
 * the site in memory. Used both for uses just found on a page's data and for uses kept in a cache.
 */
export class UsePositions {
  private wanted: { path: Path; k: number }[] | undefined = [];
  private known?: Position[];
  constructor(
    private readonly file: string,
    private source: string | (() => string) | undefined,
    private readonly lineOffset = 0,
  ) {}

  /** A use's place to find later: the `k`th reference (0 for the first) in the value at `path`. Its index for `at`. */
  add(path: Path, k: number): number {
    return this.wanted!.push({ path, k }) - 1;
  }

  at(index: number): Position {
    if (!this.known) {
      const text = typeof this.source === 'function' ? this.source() : this.source!;
      const parsed = parseYamlSource(this.file, text);
      this.known = this.wanted!.map(({ path, k }) => {
        const { node } = nodeAtPath(parsed, path);
        const [start = 0, end = start] = node?.range ?? [];
        const offset = start + (findReferences(parsed.text.slice(start, end))[k]?.start ?? 0);
        const { line, col } = parsed.lines.linePos(offset);
        return { line: line + this.lineOffset, col };
      });
      this.source = undefined;
      this.wanted = undefined;
    }
    return this.known[index]!;
  }
}

// A symbol, which JSON and Object.keys leave out. A WeakMap from each use cost about 1 µs more a use (150,000-250,000
// uses at 10,000 pages), and the garbage collector's work on a WeakMap of that size.
const REFERENCE_INDEX = Symbol('which reference of its value');

/**
 * A use whose line is found when asked. A class, not an object literal with getters (each one's own
 * closures): made as literals, the uses of 10,000 pages kept their pages' data alive through many of
 * the main thread's young-generation collections (measured: docs/performance.md).
 */
export class LaterUse implements ClaimUse {
  readonly [REFERENCE_INDEX]: number;
  private readonly index: number;
  constructor(
    readonly id: string,
    readonly file: string,
    readonly path: Path,
    k: number,
    private readonly positions: UsePositions,
  ) {
    this[REFERENCE_INDEX] = k;
    this.index = positions.add(path, k);
  }

  get line(): number {
    return this.positions.at(this.index).line;
  }

  get col(): number {
    return this.positions.at(this.index).col;
  }

  /** As a plain use writes itself: its line and column with it, never the positions behind them. */
  toJSON(): ClaimUse {
    return { id: this.id, file: this.file, path: this.path, line: this.line, col: this.col };
  }
}

/** For a use whose line is found when asked: which reference of its value it is (0 for the first). */
export const referenceIndexOf = (use: ClaimUse): number | undefined => (use as ClaimUse & { [REFERENCE_INDEX]?: number })[REFERENCE_INDEX];
