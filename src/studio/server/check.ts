import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CLAIMS_FILE } from '../../../scripts/content/claims/index.ts';
import { ContentCache } from '../../../scripts/content/content-files.ts';
import { loadContent, type Content } from '../../../scripts/content/load.ts';
import { prepareBlocks } from '../../../scripts/content/prepare.ts';
import { blockingProblems, type ContentProblem } from '../../../scripts/content/problem.ts';
import { loadChangeSchemas, loadSchemas, type JsonSchema } from '../../../scripts/content/schemas.ts';
import { validateYamlSource } from '../../../scripts/content/validate-source.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { claimsList, placeNamer, type ClaimsList } from './claims.ts';
import { StudioError } from './http.ts';
import { planChanges, type Changeset, type SavePlan } from './plan.ts';
import type { FileKind } from './paths.ts';

export interface CheckResult {
  problems: ContentProblem[];
  preview?: unknown;
  /** What else saving this draft changes: its new address, and the other files that follow. */
  plan?: PlanSummary;
}

/** The parts of a changeset the Studio shows before saving. */
export interface PlanSummary {
  path: string;
  moved?: { from: string; to: string };
  others: { path: string; before: string; after: string }[];
}

const problemKey = (p: ContentProblem) => `${p.file}:${p.line}:${p.col}:${p.message}`;

/**
 * Checks a draft exactly as `npm run validate` would check the project with that file's text in
 * place (loadContent with an override), fast enough to run on every keystroke: parsed files and
 * the preparation of unchanged pages are kept in a cache that the file watcher clears.
 */
export class Checker {
  private cache = new ContentCache();
  private baseline: Set<string> | undefined;

  constructor(private root: string) {}

  /** A file changed on disk (every file when none is given). */
  forget(rel?: string): void {
    this.cache.forget(rel);
    this.baseline = undefined;
  }

  private load(overrides?: Map<string, string>, removed?: ReadonlySet<string>): Content {
    try {
      return loadContent(this.root, path.join(this.root, 'schemas'), { overrides, removed, cache: this.cache });
    } catch (err) {
      throw new StudioError(500, `The content could not be checked: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Blocking problems of the project as it is on disk, to tell which ones a draft would add. */
  private known(): Set<string> {
    return (this.baseline ??= new Set(blockingProblems(this.load().problems).map(problemKey)));
  }

  /**
   * `claimsDraft`: content/claims.yaml as being edited (not saved yet), so the preview of a page
   * shows the figures as they are being edited; its own mistakes are said at claims.yaml, not here.
   */
  check(rel: string, text: string, kind: FileKind, plan?: SavePlan, claimsDraft?: string): CheckResult {
    let changes: Changeset | undefined;
    try {
      changes = plan || kind.kind === 'post' ? planChanges(this.root, rel, kind, text, plan) : undefined;
    } catch (err) {
      if (!(err instanceof StudioError) || err.status !== 422) throw err;
      // The new address cannot be used (another post has it): said at the field, like any mistake.
      return { problems: [{ file: rel, line: 1, col: 1, message: err.message, path: kind.kind === 'post' ? ['slug'] : [] }] };
    }
    const target = changes?.path ?? rel;
    const sideDraft = claimsDraft !== undefined && rel !== CLAIMS_FILE && target !== CLAIMS_FILE;
    const overrides = new Map([...(sideDraft ? [[CLAIMS_FILE, claimsDraft] as [string, string]] : []), [target, changes?.text ?? text], ...(changes?.others ?? []).map((o): [string, string] => [o.path, o.after])]);
    const content = this.load(overrides, target !== rel ? new Set([rel]) : undefined);
    // Another file's mistake is left out, unless this draft causes it (a title another page now shares).
    const known = this.known();
    const problems = content.problems
      .filter((p) => p.file === target || (p.severity !== 'warning' && !known.has(problemKey(p)) && !(sideDraft && p.file === CLAIMS_FILE)))
      .map((p) => (p.file === target ? { ...p, file: rel } : p));
    if (kind.kind === 'other' && !content.sources.has(rel)) return this.checkAlone(rel, text, kind);
    const summary = changes && (changes.moved || changes.others.length) ? { path: changes.path, others: changes.others, ...(changes.moved ? { moved: changes.moved } : {}) } : undefined;
    return { problems, preview: this.preview(content, target, kind, changes?.text ?? text), ...(summary ? { plan: summary } : {}) };
  }

  /** Every claim with the places it is used, with a draft of one file in place when given. */
  claims(draft?: { rel: string; text: string }): ClaimsList {
    const content = this.load(draft && new Map([[draft.rel, draft.text]]));
    this.changeSchemas ??= loadChangeSchemas(path.join(this.root, 'schemas'));
    return claimsList(content, new Date(), placeNamer(content, this.changeSchemas));
  }
  private changeSchemas?: ReturnType<typeof loadChangeSchemas>;

  /** A content file loadContent does not read (yet): its schema alone. */
  private checkAlone(rel: string, text: string, kind: FileKind): CheckResult {
    const schemas = loadSchemas(path.join(this.root, 'schemas'));
    const schema = JSON.parse(readFileSync(path.join(this.root, kind.schema), 'utf8')) as JsonSchema;
    const { data, problems } = validateYamlSource(parseYamlSource(rel, text), schema, schemas, { subject: path.basename(rel) });
    return { problems, preview: problems.length ? undefined : data };
  }

  private preview(content: Content, rel: string, kind: FileKind, text: string): unknown {
    if (content.problems.some((p) => p.file === rel && p.severity !== 'warning')) return undefined;
    if (kind.kind === 'site') return content.site;
    if (kind.kind === 'other') return parse(text) as unknown;
    if (kind.kind === 'post') return content.posts.find((p) => `content/blog/${p.slug}.md` === rel);
    const entry = content.pages.find((p) => p.file === rel);
    return entry && prepareBlocks(entry.page);
  }
}
