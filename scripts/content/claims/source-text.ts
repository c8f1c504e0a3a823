/**
 * Positions in a file whose YAML was read from a slightly different text (bare `{{…}}` values put in
 * quotes before parsing): offsets in the parsed text map back to the line and column the editor sees.
 */
export class SourceText {
  private starts?: number[];

  constructor(
    readonly file: string,
    /** The file as written. */
    readonly original: string,
    /** The text the YAML was parsed from (the original, or with quotes added). */
    readonly parsed: string = original,
    /** Offsets in `parsed` of added characters, ascending. */
    private readonly inserted: readonly number[] = [],
    /** Lines before this text in its file (1 for blog front matter after the opening ---). */
    private readonly lineOffset = 0,
  ) {}

  /** An offset of the parsed text as an offset of the original. */
  toOriginal(offset: number): number {
    let added = 0;
    while (added < this.inserted.length && this.inserted[added]! < offset) added++;
    return offset - added;
  }

  /** 1-based line (of the whole file) and column of an offset of the original text. */
  position(offset: number): { line: number; col: number } {
    this.starts ??= [0, ...[...this.original.matchAll(/\n/g)].map((m) => m.index + 1)];
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1 + this.lineOffset, col: offset - this.starts[lo]! + 1 };
  }

  /** Position of an offset of the parsed text. */
  at(parsedOffset: number): { line: number; col: number } {
    return this.position(this.toOriginal(parsedOffset));
  }
}
