/**
 * The change in words, from the shared engine (scripts/content/changes): every changed content file
 * described once, each claim change with the pages that show it, the changes every page shows
 * (site settings, and claims used there), and for each page the changes that are its own.
 */
import { parse } from 'yaml';
import { splitFrontMatter } from '../content/blog-front-matter.ts';
import { claimUsages } from '../content/claims/index.ts';
import { changeGroups, claimValues, describeChanges, whereClaimIsShown, type ChangeGroup, type ClaimShown, type WordedChange } from '../content/changes/index.ts';
import type { Content } from '../content/load.ts';
import { contentKind, routeOfPageFile, SITE_FILE, CLAIMS_FILE_PATH } from '../content/names.ts';
import { isDynamicRoute } from '../content/routes.ts';
import type { ChangeSchemas } from '../content/changes/types.ts';
import { quote } from '../content/words.ts';
import type { MovedAddress } from '../build/moved-addresses.ts';
import { forwardsOf } from './moves.ts';
import { pageNamer } from './page-names.ts';

/** One changed content file: its text before and after (undefined when it did not exist). */
export interface FileTexts {
  file: string;
  before?: string;
  after?: string;
  /** The old address of a page or post that moved here (its old file's text is `before`). */
  movedFrom?: string;
}

/**
 * A page file removed and another added at the address its old one now forwards to (the site
 * settings' Moved addresses) are one page that moved: compared as one file, told as a move.
 */
function pairMoves(files: readonly FileTexts[], forwards: ReadonlyMap<string, string>, routes: readonly string[]): FileTexts[] {
  if (!forwards.size) return [...files];
  const added = files.filter((f) => f.before === undefined && f.after !== undefined);
  const out: FileTexts[] = [];
  const taken = new Set<FileTexts>();
  for (const f of files) {
    if (f.after !== undefined || f.before === undefined) continue;
    const [old] = routesOfFile(f.file, readData(f.file, f.before), routes);
    const to = old ? forwards.get(old) : undefined;
    const now = to ? added.find((a) => !taken.has(a) && routesOfFile(a.file, readData(a.file, a.after), routes)[0] === to) : undefined;
    if (!now) continue;
    taken.add(f).add(now);
    out.push({ file: now.file, before: f.before, after: now.after, movedFrom: old });
  }
  return [...files.filter((f) => !taken.has(f)), ...out].sort((a, b) => a.file.localeCompare(b.file));
}

/** "About: now at /team; the old address (/about) forwards". */
function movedChange(file: string, from: string, to: string, name: string): WordedChange {
  const noun = contentKind(file) === 'post' ? 'blog post' : 'page';
  return { file, path: [], place: [name], where: name, kind: 'moved', noun, before: from, after: to };
}

export interface ClaimChange {
  change: WordedChange;
  /** Files showing it, "every page" (site settings) first. */
  shown: ClaimShown[];
}

export interface ChangeWords {
  /** Every change, file by file, each with its sentence (the same list the Studio shows). */
  groups: ChangeGroup[];
  /** Claim changes a visitor sees, each with where it shows. */
  claims: ClaimChange[];
  /** Changes shown on every page: site settings, and claims the site settings show. */
  everyPage: WordedChange[];
  /** The changes that belong to a page: its own file's, and those of claims it shows. */
  forRoute(route: string): WordedChange[];
}

const readData = (file: string, text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    if (contentKind(file) !== 'post') return parse(text, { schema: 'core' }) as unknown;
    const split = splitFrontMatter(file, text);
    return split ? (parse(split.source.text, { schema: 'core' }) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

/** The addresses a content file is shown at ("/404" for the not-found page, each post for a pattern). */
export function routesOfFile(file: string, data: unknown, routes: readonly string[]): string[] {
  const kind = contentKind(file);
  if (kind === 'post') {
    const slug = (data as { slug?: unknown } | undefined)?.slug;
    return [`/blog/${typeof slug === 'string' ? slug : file.replace(/^.*\//, '').replace(/\.md$/, '')}`];
  }
  if (kind !== 'page') return [];
  const route = routeOfPageFile(file);
  if (route === '*') return ['/404'];
  if (!isDynamicRoute(route)) return [route];
  const pattern = new RegExp(`^${route.replace(/:\w+/g, '[^/_][^/]*')}$`);
  return routes.filter((r) => pattern.test(r));
}

export interface WordsInput {
  files: FileTexts[];
  schemas: ChangeSchemas;
  /** The new version's content, loaded and checked (for where claims are used). */
  content: Content;
  /** claims.yaml and site.yaml, before and after (the texts). */
  claimsText: { before?: string; after?: string };
  siteText: { before?: string; after?: string };
  /** Every address of both builds, to find the pages of a page pattern (/blog/:slug). */
  routes: readonly string[];
}

export function changeWords(input: WordsInput): ChangeWords {
  const claims = { before: claimValues(readData(CLAIMS_FILE_PATH, input.claimsText.before)), after: claimValues(readData(CLAIMS_FILE_PATH, input.claimsText.after)) };
  const site = { before: readData(SITE_FILE, input.siteText.before), after: readData(SITE_FILE, input.siteText.after) };
  const all: WordedChange[] = [];
  const own = new Map<string, WordedChange[]>();
  const nameOf = pageNamer(input.content);
  const forwards = forwardsOf((site.after as { redirects?: MovedAddress[] } | undefined)?.redirects);
  for (const f of pairMoves(input.files, forwards, input.routes)) {
    const changes = describeChanges({
      file: f.file,
      ...(f.before !== undefined && { before: { text: f.before } }),
      ...(f.after !== undefined && { after: { text: f.after } }),
      schemas: input.schemas,
      claims,
      site,
    });
    // A page or post at a new address whose old one forwards: one move, then what else changed in it.
    if (f.movedFrom) {
      const to = routesOfFile(f.file, readData(f.file, f.after), input.routes)[0]!;
      // A page moved with nothing else changed has no change to take its name from: named as editors name it, never by its file.
      changes.unshift(movedChange(f.file, f.movedFrom, to, changes[0]?.place[0] ?? nameOf(to)));
    }
    all.push(...changes);
    const data = readData(f.file, f.after ?? f.before);
    for (const route of routesOfFile(f.file, data, input.routes)) own.set(route, [...(own.get(route) ?? []), ...changes]);
  }

  const uses = new Map(claimUsages(input.content).map((c) => [c.id, c.usedIn]));
  const files = new Map<string, unknown>();
  for (const [file, text] of input.content.sources) files.set(file, readData(file, text));
  const claimChanges: ClaimChange[] = all
    .filter((c) => c.claim && !c.unseen && contentKind(c.file) === 'claims')
    .map((change) => ({ change, shown: whereClaimIsShown(change.claim!, uses.get(change.claim!) ?? [], { site: site.after, files, schemas: input.schemas, claims: claims.after }) }));
  const siteWide = claimChanges.filter((c) => c.shown.some((s) => s.route === 'every page')).map((c) => c.change);
  // Moved addresses show on no page: the moved page itself tells the move ("now at …; the old address
  // forwards"); nor does a link that now goes straight to where its old address forwarded.
  const forwarded = (c: WordedChange) => [...forwards].some(([from, to]) => c.before === quote(from) && c.after === quote(to));
  const everyPage = [...all.filter((c) => contentKind(c.file) === 'site' && c.path[0] !== 'redirects' && !forwarded(c)), ...siteWide];
  const claimRoutes = claimChanges
    .filter((c) => !siteWide.includes(c.change))
    .map((c) => ({ change: c.change, routes: new Set(c.shown.flatMap((s) => routesOfFile(s.file, files.get(s.file), input.routes))) }));

  return {
    groups: changeGroups(all),
    claims: claimChanges,
    everyPage,
    forRoute: (route) => [...(own.get(route) ?? []), ...claimRoutes.filter((c) => c.routes.has(route)).map((c) => c.change)],
  };
}
