import { CORE_SCHEMA, load } from 'js-yaml';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { timed } from '../build/stages.ts';

/**
 * A YAML file, read two ways. `quick` is its data from js-yaml, about ten times faster than a full
 * parse: a valid file needs nothing more. `doc` and `lines` are the full parse with source
 * positions (the `yaml` package, the same parser as the editors' language server), made on first
 * use: only a file with a problem to point at, or that the quick reader refuses, pays for it.
 * Both read YAML 1.2 with the core schema, so they give the same data (tests/unit/content/yaml-read.test.ts).
 */
export interface YamlSource {
  file: string;
  text: string;
  /** Settable: claims put quotes around bare {{…}} values and resolve them in the document. */
  doc: Document.Parsed;
  lines: LineCounter;
  /**
   * The data, or undefined when the quick reader refuses the text (the full parse then says why)
   * or when the document has been edited (claims resolved in it): the document is then the truth.
   */
  readonly quick: { data: unknown } | undefined;
  /** Says the document was edited in place, so its data no longer equals the quick reader's. */
  edited(): void;
  /** The quick reader's data with claims resolved (claims/resolve-data.ts), when that was possible. */
  resolved?: { data: unknown };
}

export function parseYamlSource(file: string, text: string): YamlSource {
  return new ParsedYaml(file, text);
}

/**
 * A class, not an object literal with getters (each one's own closures): made as literals, the sources of
 * 10,000 pages kept their files' texts alive through many of the main thread's young-generation
 * collections (measured: docs/performance.md, "Pages that no longer outlive their check").
 */
class ParsedYaml implements YamlSource {
  resolved?: { data: unknown };
  private full: { doc: Document.Parsed; lines: LineCounter } | undefined = undefined;
  /** null: not read yet; undefined: refused by the quick reader, or the document was edited. */
  private data: { data: unknown } | undefined | null = null;

  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  private parsed(): { doc: Document.Parsed; lines: LineCounter } {
    if (!this.full) {
      const lines = new LineCounter();
      this.full = { doc: timed('parse', () => parseDocument(this.text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true })), lines };
    }
    return this.full;
  }

  get doc(): Document.Parsed {
    return this.parsed().doc;
  }

  set doc(doc: Document.Parsed) {
    this.full = { doc, lines: this.parsed().lines };
    this.data = undefined;
  }

  get lines(): LineCounter {
    return this.parsed().lines;
  }

  set lines(lines: LineCounter) {
    this.full = { doc: this.parsed().doc, lines };
  }

  get quick(): { data: unknown } | undefined {
    if (this.data === null) {
      try {
        this.data = { data: timed('parse', () => load(this.text, { schema: CORE_SCHEMA })) };
      } catch {
        this.data = undefined;
      }
    }
    return this.data;
  }

  edited(): void {
    this.data = undefined;
  }
}

/** Line and column (1-based) of a character offset. */
export function positionAt(source: YamlSource, offset: number): { line: number; col: number } {
  const { line, col } = source.lines.linePos(offset);
  return { line, col };
}

/**
 * The YAML node at a JSON path (['blocks', 2, 'headline']), and whether the last step had to be
 * the key rather than a value. Falls back to the deepest node that exists.
 */
export function nodeAtPath(source: YamlSource, path: (string | number)[]): { node: Node | null; keyNode: Node | null } {
  let node: unknown = source.doc.contents;
  let keyNode: Node | null = null;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => String((p.key as { value?: unknown } | null)?.value) === String(step));
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step];
      if (!item) break;
      keyNode = null;
      node = item;
    } else break;
  }
  return { node: (node as Node | null) ?? null, keyNode };
}
