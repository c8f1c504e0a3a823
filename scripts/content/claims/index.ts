import type { ContentProblem } from '../problem.ts';
import { fileName } from '../names.ts';
import { Places } from '../places.ts';
import type { JsonSchema, SchemaSet } from '../schemas.ts';
import { stringValues } from '../checks/walk.ts';
import { engineFor } from '../validate-source.ts';
import type { YamlSource } from '../yaml-source.ts';
import { readClaimsFile, type ClaimsFile, type KeptResults } from './claims-file.ts';
import { claimWarnings } from './checks.ts';
import { addClaimFootnotes, addClaimFootnotesToData, footnoteBlocks } from './footnotes.ts';
import { figureValues, resolveOnData, type ClaimFigure } from './resolve-data.ts';
import { idsBySection, literalFigures } from './literals.ts';
import { SourceText } from './source-text.ts';
import { usesOf, type KeptUses, type UsePart } from './stored-uses.ts';
import { hasClaimSyntax, resolveDeep } from './syntax.ts';
import { resolveFileText, resolveYaml, writtenValue, type ClaimUse, type ResolveContext } from './resolve.ts';
import { DEFAULT_MAX_AGE_MONTHS, type ClaimsIndex } from './usages.ts';

export { CLAIMS_FILE, type Claim, type ClaimKind, type ClaimsFile } from './claims-file.ts';
export { ageWords, claimUsages, routeOfFile, DEFAULT_MAX_AGE_MONTHS, type ClaimPlace, type ClaimReport, type ClaimsIndex } from './usages.ts';
export { findReferences, resolveText, CLAIM_ID } from './syntax.ts';
export type { ClaimUse } from './resolve.ts';

type Path = (string | number)[];

/** What a file is, for naming its fields in messages. */
export type FileKind = { kind: 'page' } | { kind: 'site' } | { kind: 'blog post'; schema: JsonSchema };

/**
 * The claims of one content load: reads content/claims.yaml once, resolves `{{id}}` in every file
 * handed to it (in place, before the file's schema check), and remembers where each claim is used.
 */
export class ContentClaims {
  /** Where each claim is used, in the order the files were handed over (see KeptUses). */
  private readonly parts: UsePart[] = [];
  /** Where resolve puts the uses it finds: `parts`, or resolveApart's own list. */
  private found: UsePart[] = this.parts;
  private readonly withRoom: Set<string>;
  /** site.yaml once resolved, to name pages by their menu labels in messages. */
  private site?: YamlSource;

  constructor(
    readonly file: ClaimsFile,
    private readonly schemas: SchemaSet,
  ) {
    this.withRoom = footnoteBlocks(schemas.blocks);
  }

  private context(where: (path: Path) => string): ResolveContext {
    return { claims: this.file.claims, hasFile: this.file.exists, where };
  }

  /** A file's data as readers see it (claims resolved), for naming its places. */
  private shownData(source: YamlSource): unknown {
    const data = source.resolved?.data ?? (source.doc.errors.length ? undefined : (source.doc.toJS() as unknown));
    return resolveDeep(data, (id) => this.file.claims.get(id)?.value);
  }

  /** Names fields the way every other content message does ("Home › Hero › Headline"). */
  private namer(source: YamlSource, file: FileKind): (path: Path) => string {
    let places: Places | undefined;
    return (path) => {
      if (!places) {
        const engine = engineFor(this.schemas);
        const data = this.shownData(source);
        const root = file.kind === 'page' ? engine.pageEnvelope : file.kind === 'site' ? this.schemas.site : file.schema;
        const subject = file.kind === 'site' ? 'site settings' : file.kind;
        const site = this.site && this.shownData(this.site);
        const name = fileName(source.file, data, { site, titles: { site: typeof this.schemas.site.title === 'string' ? this.schemas.site.title : undefined } });
        places = new Places({ index: engine.index, root, subject, data, name, blocks: file.kind === 'page' ? this.schemas.blocks : undefined });
      }
      return places.where(path);
    };
  }

  /**
   * Resolves a page, site.yaml or a blog post's settings in place; returns the problems found in it
   * (unknown ids, missing quotes, figures written out that a claim holds).
   */
  resolve(source: YamlSource, file: FileKind, lineOffset = 0): ContentProblem[] {
    if (file.kind === 'site') this.site = source;
    const where = this.namer(source, file);
    // Most files name no claim and write out no claim's figure: they are never parsed with positions.
    const names = hasClaimSyntax(source.text);
    source.resolved = undefined;
    if (!names && !this.figures.some(({ value }) => source.text.includes(value))) return [];
    const quick = resolveOnData(source, this.file.claims, this.figures, lineOffset);
    if (quick) {
      this.found.push(...quick.uses);
      if (file.kind === 'page' && quick.uses.length) addClaimFootnotesToData(quick.data, quick.uses, this.file.claims, this.withRoom);
      source.resolved = { data: quick.data };
      return [];
    }
    const result = names ? resolveYaml(source, this.context(where), lineOffset) : { problems: [], uses: [], text: new SourceText(source.file, source.text, source.text, [], lineOffset) };
    if (names) source.edited();
    this.found.push(...result.uses);
    if (file.kind === 'page') addClaimFootnotes(source, result.uses, this.file.claims, this.withRoom);
    const texts = stringValues(source)
      .filter(({ node }) => node.range)
      .map(({ path, node }) => ({ path, raw: writtenValue(node), start: node.range![0], end: node.range![1] }));
    return [...result.problems, ...literalFigures(texts, result.text, this.file.claims, idsBySection(result.uses), where)];
  }

  /** The values literalFigures looks for: a file containing none of them cannot have a literal figure. */
  private get figures(): ClaimFigure[] {
    this.figureValues ??= figureValues(this.file.claims);
    return this.figureValues;
  }
  private figureValues?: ClaimFigure[];

  /** Resolves a blog post's article text, which starts at `offset` in its file. */
  resolveBody(file: string, fileText: string, offset: number, body: string): { body: string; problems: ContentProblem[] } {
    const context = this.context(() => '');
    const result = resolveFileText(file, fileText, offset, body, context, 'The article text');
    this.found.push(...result.uses);
    return { body: result.value, problems: result.problems };
  }

  /**
   * Resolves a page as resolve does, but its uses are returned rather than counted: the check keeps
   * them with the page's result and hands them over with addKept, or reads the page again for its data.
   */
  resolveApart(source: YamlSource, file: FileKind): { problems: ContentProblem[]; uses: ClaimUse[] } {
    const uses: ClaimUse[] = [];
    this.found = uses;
    try {
      return { problems: this.resolve(source, file), uses };
    } finally {
      this.found = this.parts;
    }
  }

  /** A page's uses kept from an earlier check (or just made into one), counted as if it had been resolved here. */
  addKept(kept: KeptUses): void {
    this.parts.push(kept);
  }

  /** Every use so far, in order. */
  get uses(): ClaimUse[] {
    return usesOf(this.parts);
  }

  /** What loading found, for reports and the Studio (see claimUsages). Its uses are made when first read. */
  index(maxAgeMonths = DEFAULT_MAX_AGE_MONTHS): ClaimsIndex {
    const parts = [...this.parts];
    let uses: ClaimUse[] | undefined;
    const index: ClaimsIndex = {
      file: this.file,
      get uses() {
        return (uses ??= usesOf(parts));
      },
      maxAgeMonths,
    };
    // Not enumerable: a copy or the JSON of the index has its uses, as it always had, not the parts again.
    return Object.defineProperty(index, 'parts', { value: parts });
  }

  /**
   * Problems of claims.yaml itself, then unused claims and out-of-date figures (call after every file
   * is resolved). `index`: this load's index if already made.
   */
  problems(maxAgeMonths = DEFAULT_MAX_AGE_MONTHS, now = new Date(), index = this.index(maxAgeMonths)): ContentProblem[] {
    return [...this.file.problems, ...claimWarnings(index, now)];
  }
}

/** content/claims.yaml of a site, read and checked (`text` replaces the file's text, for unsaved drafts). */
export function loadClaims(root: string, schemas: SchemaSet, options: { text?: string; kept?: KeptResults } = {}): ContentClaims {
  return new ContentClaims(readClaimsFile(root, schemas, options.text, options.kept), schemas);
}
