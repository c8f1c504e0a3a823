import type { ContentProblem } from '../problem.ts';
import { sentence } from '../places.ts';
import { didYouMean } from '../suggest.ts';
import { stringValues } from '../checks/walk.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { Claim } from './claims-file.ts';
import { fixedLine, quoteBareValues } from './quoting.ts';
import { SourceText } from './source-text.ts';
import { findReferences, hasClaimSyntax, resolveText, strayBraces } from './syntax.ts';

type Path = (string | number)[];

/** One place a claim is used: file, line and column of its `{{`, and the field (data path) it is in. */
export interface ClaimUse {
  id: string;
  file: string;
  line: number;
  col: number;
  path: Path;
}

export interface ResolveContext {
  claims: ReadonlyMap<string, Claim>;
  /** False when the site has no content/claims.yaml, to say so in the message. */
  hasFile: boolean;
  /** The field at `path` in words ("Block 2 (hero) → Headline"), empty at the top of the file. */
  where(path: Path): string;
}

export interface Resolution {
  problems: ContentProblem[];
  uses: ClaimUse[];
  /** Positions in the file as written. */
  text: SourceText;
}

// The text each value had before resolution, so resolving a cached document again starts from the file's words.
const raws = new WeakMap<object, string>();
const quoted = new WeakMap<YamlSource, { text: SourceText; problems: ContentProblem[] }>();

/** A value as the file writes it, references included (it may have been resolved in place). */
export const writtenValue = (node: object & { value?: unknown }): string => raws.get(node) ?? String(node.value);

function unknownClaim(id: string, context: ResolveContext): string {
  if (!id) return 'the braces {{}} name no claim. Write the id of a figure or fact of content/claims.yaml between them, such as {{data-rows}}.';
  if (!context.hasFile) return `"{{${id}}}" names a claim, but this site has no content/claims.yaml. Define it there (see schemas/claims.schema.json), or remove the braces.`;
  const guess = didYouMean(id, [...context.claims.keys()]);
  return `"{{${id}}}" is not a claim.${guess ? ` Did you mean {{${guess}}}?` : ''} Figures and facts are defined in content/claims.yaml; \`npm run claims\` lists them all.`;
}

const STRAY = 'a claim is written with two braces on each side, such as {{data-rows}}; here the braces are not paired. Complete them, or remove them.';

/**
 * Puts values with `{{…}}` that YAML cannot read as text in quotes before anything reads the
 * document, so the rest of the file is still checked, and reports each line with the exact fix.
 */
function quoteBare(source: YamlSource, lineOffset: number, where: (path: Path) => string) {
  const known = quoted.get(source);
  if (known) return known;
  const { values, text, parsed } = quoteBareValues(source, lineOffset);
  if (parsed) {
    source.doc = parsed.doc;
    source.lines = parsed.lines;
  }
  const found = stringValues(source);
  const firstOnLine = values.filter((v, i) => values.findIndex((o) => text.position(o.offset).line === text.position(v.offset).line) === i);
  const problems = firstOnLine.map((v): ContentProblem => {
    // The quoted value's opening quote was added just before it.
    const path = found.find(({ node }) => node.range && text.toOriginal(node.range[0]) === v.start)?.path ?? [];
    const why = v.inGroup
      ? 'text with {{…}} in it must be in quotes inside [ … ] or { … }, or YAML cannot read the line.'
      : 'a value that starts with {{ must be in quotes, or YAML reads the braces as a group of fields.';
    const message = sentence(where(path.slice(0, -1)), `${why} Write the line as:  ${fixedLine(source.text, values, v)}`);
    return { file: source.file, ...text.position(v.offset), message, path };
  });
  const result = { text, problems };
  quoted.set(source, result);
  return result;
}

/**
 * Resolves every `{{id}}` in a parsed YAML file in place, so schema checks and everything after
 * them see the final words; the file's text keeps the references. Reports unknown ids at their
 * line with a did-you-mean, and returns where each claim is used.
 */
export function resolveYaml(source: YamlSource, context: ResolveContext, lineOffset = 0): Resolution {
  const { text, problems: quoting } = quoteBare(source, lineOffset, context.where);
  const problems = [...quoting];
  const uses: ClaimUse[] = [];
  for (const { path, node } of stringValues(source)) {
    const raw = writtenValue(node);
    if (!hasClaimSyntax(raw)) continue;
    raws.set(node, raw);
    (node as { value: unknown }).value = resolveText(raw, (id) => context.claims.get(id)?.value);
    const start = node.range?.[0] ?? 0;
    const written = findReferences(text.parsed.slice(start, node.range?.[1] ?? start));
    findReferences(raw).forEach((ref, k) => {
      const at = text.at(start + (written[k]?.start ?? 0));
      if (context.claims.has(ref.id)) uses.push({ id: ref.id, file: source.file, ...at, path });
      else problems.push({ file: source.file, ...at, path, message: sentence(context.where(path), unknownClaim(ref.id, context)) });
    });
    if (strayBraces(raw) !== undefined) problems.push({ file: source.file, ...text.at(start), path, message: sentence(context.where(path), STRAY) });
  }
  return { problems, uses, text };
}

/**
 * Resolves a text that is not YAML (a blog post's markdown body) starting at `offset` in its file.
 * `where` names it in messages ("The article text").
 */
export function resolveFileText(file: string, fileText: string, offset: number, value: string, context: ResolveContext, where: string) {
  const text = new SourceText(file, fileText);
  const problems: ContentProblem[] = [];
  const uses: ClaimUse[] = [];
  for (const ref of findReferences(value)) {
    const at = text.position(offset + ref.start);
    if (context.claims.has(ref.id)) uses.push({ id: ref.id, file, ...at, path: [] });
    else problems.push({ file, ...at, message: sentence(where, unknownClaim(ref.id, context)) });
  }
  const stray = strayBraces(value);
  if (stray !== undefined) problems.push({ file, ...text.position(offset + stray), message: sentence(where, STRAY) });
  return { value: resolveText(value, (id) => context.claims.get(id)?.value), problems, uses };
}
