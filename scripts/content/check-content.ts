import path from 'node:path';
import type { Block, Page } from '../../src/generated/content.ts';
import { prepareBlocks } from './prepare.ts';
import { loadBlogPosts } from './blog-posts.ts';
import { textHash, type PageRecord } from './check-cache.ts';
import { lineOf, recordOf, recordWith } from './page-record.ts';
import { HandOver } from './hand-over.ts';
import { timed } from '../build/stages.ts';
import { fileStamp } from '../build/file-stamp.ts';
import { blogBodyProblems } from './checks/markdown-body.ts';
import { markdownFieldLinks } from './checks/markdown-fields.ts';
import { movedAddressProblems } from './checks/moved-addresses.ts';
import { preparationProblems } from './checks/prepare.ts';
import { CLAIMS_FILE, loadClaims } from './claims/index.ts';
import { KeptUses, storedUse, storedUses } from './claims/stored-uses.ts';
import { ContentChecker, validPage } from './content-checker.ts';
import { contentFiles, type ContentFiles } from './content-files.ts';
import { pageName, PLACE_SEPARATOR } from './names.ts';
import { pagePlaces } from './page-places.ts';
import type { ContentProblem } from './problem.ts';
import { readYaml } from './read-yaml.ts';
import { routeFromFile } from './routes.ts';
import { loadSchemas, loadSchemasKept } from './schemas.ts';
import { missingAddress, type SiteAddresses } from './site-addresses.ts';
import { parseYamlSource } from './yaml-source.ts';

import type { CheckedContent, CheckOptions } from './check-content-types.ts';

export type { CheckedContent, CheckOptions };

/** Reads a file again (for the line of a claim use, when asked), holding nothing but its name. */
const readerOf = (files: ContentFiles, file: string) => () => files.read(file);

// A result's uses, handed over as one part made once: the dev server checks 10,000 unchanged pages on
// every save. Its uses are read from the record (and its lines from the file) only if asked for.
const keptUses = new WeakMap<PageRecord, KeptUses>();
function usesOf(record: PageRecord, files: ContentFiles): KeptUses {
  let kept = keptUses.get(record);
  if (!kept) keptUses.set(record, (kept = new KeptUses(record.ids, () => storedUses(record.file, record.uses, readerOf(files, record.file)))));
  return kept;
}

// A kept result's entry in the check's list of pages, made once when its data key is the record's own
// (it then depends on nothing else): the same 10,000 entries at every save.
const madeEntries = new WeakMap<PageRecord, CheckedContent['pages'][number]>();

const listYaml = (names: string[]): string[] => names.filter((f) => /\.ya?ml$/.test(f));
// The pages of a listing kept between checks (--watch, npm start): the same 10,000 names, and the
// same strings, whose hashes the lookups of every check then reuse.
const pageFilesOf = new WeakMap<readonly string[], { route: string; file: string }[]>();

/** The answer `missingAddress` gives for a site path, as text to compare with a later one. */
const answerOf = (value: string, site: SiteAddresses) => JSON.stringify(missingAddress(value, site) ?? null);

/**
 * loadContent's checks for CI and the dev server: the same problems in the same order, but each
 * page is read, parsed, checked and let go before the next one, so memory stays flat at 10,000
 * pages. What the checks across pages need is kept as small records (route, search title, claim
 * uses). With a cache, a page whose text and everything its result depends on are unchanged is not
 * parsed at all.
 */
export function checkContent(root: string, schemaDir = path.join(root, 'schemas'), options: CheckOptions = {}): CheckedContent {
  // Checked again and again (--watch, npm start): the same schema set while the schemas are unchanged.
  const schemas = options.files ? loadSchemasKept(schemaDir) : loadSchemas(schemaDir);
  const files = contentFiles(root, { overrides: options.overrides, removed: options.removed, cache: options.files });
  let claimsText: string | undefined;
  try {
    claimsText = files.read(CLAIMS_FILE);
  } catch {
    // No claims file: a site may have none.
  }
  const claims = loadClaims(root, schemas, { text: claimsText, kept: options.cache });
  const siteFile = 'content/site.yaml';
  const siteText = files.read(siteFile);
  const site = parseYamlSource(siteFile, siteText);
  const resolved = claims.resolve(site, { kind: 'site' });
  const names = files.list('content/pages');
  let pageFiles = pageFilesOf.get(names);
  if (!pageFiles) pageFilesOf.set(names, (pageFiles = listYaml(names).map((f) => ({ route: routeFromFile(f), file: `content/pages/${f}` }))));
  const publicFiles = files.list('content/public');
  const checker = new ContentChecker(schemas, site, pageFiles.map((p) => p.route), { internalLinks: { publicFiles } });
  const addresses = checker.addresses!;
  const cache = options.cache;
  const shared = cache?.begin({ schemas, claims: claimsText, site: siteText, addresses: addresses.known });
  // The same few site paths are asked about by every page (10,000 pages ask for the booking page): each answered once.
  const answers = new Map<string, string>();
  const answer = (value: string) => {
    let known = answers.get(value);
    if (known === undefined) answers.set(value, (known = answerOf(value, addresses)));
    return known;
  };
  // Joined by hand: path.join of 10,000 page files took 10-20 ms of a one-page rebuild.
  const rootDir = `${path.resolve(root)}${path.sep}`;
  options.onSite?.(checker.site, pageFiles);

  // Most pages use one of a few sets of claims: each set is written out once (see dataKeyOf).
  const usedJsons = new Map<string, string>();
  const validated = [...checker.siteProblems];
  const prepared: ContentProblem[] = [];
  const pages: CheckedContent['pages'] = [];
  let fromCache = 0;
  /** Checked pages' data as JSON, while pageJson has not taken it (see keepData). */
  const handOver = options.keepData === undefined ? undefined : new HandOver(options.keepData);
  for (const { route, file } of pageFiles) {
    const record = pageRecord(route, file);
    claims.addKept(usesOf(record, files));
    resolved.push(...record.resolved);
    validated.push(...checker.problemsOf(route, file, record, () => checkAgain(route, file)));
    prepared.push(...record.prepared);
    pages.push(pageEntry(route, file, record));
  }

  /** A page's entry; its dataKey is worked out when read (the build reads it, validate and npm start do not). */
  function pageEntry(route: string, file: string, record: PageRecord): CheckedContent['pages'][number] {
    // A kept result with its key already worked out gives the same entry at every check: made once.
    const made = record.dataKey === undefined ? undefined : madeEntries.get(record);
    if (made?.route === route) return made;
    // Only what the key needs is held (not the record, with its problems and uses).
    const ids = record.ids;
    const hash = record.hash;
    let key = record.dataKey;
    const entry: CheckedContent['pages'][number] = {
      route,
      file,
      valid: record.valid,
      noindex: record.noindex ?? false,
      get dataKey() {
        return (key ??= dataKeyOf(file, hash, ids));
      },
    };
    if (record.dataKey !== undefined) madeEntries.set(record, entry);
    return entry;
  }

  /**
   * What a page's data is made of: its text and the claims it uses (all of each: value, source, date,
   * note). The build keeps a page's output while this and the bundles are the same (scripts/build).
   */
  function dataKeyOf(file: string, hash: string, ids: string[]): string {
    const text = hash || textHash(files.read(file));
    return textHash(`${text}\0${usedJson(ids)}`);
  }

  function usedJson(ids: string[]): string {
    const sorted = [...ids].sort();
    const key = sorted.join('\n');
    let json = usedJsons.get(key);
    if (json === undefined) {
      const used = sorted.map((id) => {
        const claim = claims.file.claims.get(id);
        return claim ? [id, claim.kind, claim.value, claim.source, claim.as_of, claim.note, claim.about] : [id];
      });
      usedJsons.set(key, (json = JSON.stringify(used)));
    }
    return json;
  }

  // Each page in a function of its own: nothing of it (text, data) outlives the call.
  function pageRecord(route: string, file: string): PageRecord {
    // A new process with kept results: a file whose stamp is as when it was last read is not read
    // again (10,000 files cost a cold one-page rebuild a second). Taken before any read, so that a
    // change during the read leaves a stamp that does not match. Not for drafts, nor under --watch (texts kept).
    const stamp = shared && !options.files && !options.overrides?.has(file) ? timed('read', () => (options.stamps ? options.stamps.of(file) : fileStamp(rootDir + file))) : undefined;
    const known = stamp === undefined ? undefined : shared!.hashOf(file, stamp);
    if (known !== undefined) {
      const record = timed('cache', () => shared!.get(file, known, answer));
      if (record) {
        fromCache++;
        return record;
      }
    }
    const text = timed('read', () => files.read(file));
    const kept = timed('cache', () => {
      const hash = !cache ? '' : options.hash ? options.hash(file, text) : textHash(text);
      return { hash, record: shared?.get(file, hash, answer) };
    });
    if (kept.record && (stamp === undefined || kept.record.stamp === stamp)) {
      fromCache++;
      return kept.record;
    }
    // The same text under a new stamp (a checkout, a save of the same words) is kept with the new stamp.
    if (!kept.record) options.onPageChecked?.();
    const record = kept.record ? recordWith(kept.record, { stamp }) : timed('claims+links', () => checkPageFile(route, file, text, kept.hash, stamp));
    if (kept.record) fromCache++;
    if (shared) timed('cache', () => shared.set(record));
    return record;
  }

  /** A page found earlier, now found to share its title: checked again to point at the title. */
  function checkAgain(route: string, file: string) {
    const source = parseYamlSource(file, files.read(file));
    claims.resolveApart(source, { kind: 'page' });
    const check = checker.page(route, source);
    return { source, data: check.data, places: check.places! };
  }

  /**
   * A valid page's data, as checkAgain gives it but without checking it again: the check found the
   * page valid, and neither the schemas nor the link checks change the data (they only read it).
   */
  function pageData(file: string): Page {
    const source = parseYamlSource(file, files.read(file));
    claims.resolveApart(source, { kind: 'page' });
    return readYaml(source).data as Page;
  }

  /** One page alone: everything its result depends on is its text, `shared`'s key and the addresses it asked about. */
  function checkPageFile(route: string, file: string, text: string, hash: string, stamp: string | undefined): PageRecord {
    const source = parseYamlSource(file, text);
    const apart = claims.resolveApart(source, { kind: 'page' });
    const resolvedHere = apart.problems;
    const stored = apart.uses.map(storedUse);
    const ids = [...new Set(stored.map((u) => u.id))];
    // With a cache, the addresses the page asks about are recorded with their answers (see CheckCache).
    const asked = new Set<string>();
    const recording: SiteAddresses = cache ? { ...addresses, isPage: (href) => (asked.add(href), addresses.isPage(href)) } : addresses;
    const check = timed('schema', () => checker.page(route, source, recording));
    const entry = validPage(route, file, check);
    let preparedHere: ContentProblem[] = [];
    if (entry) {
      // A page's result is named without the page first (as loadContent's cache keeps it), then named here.
      const unnamed = (p: { route: string; page: Page }) => pagePlaces(schemas, p.route, p.page, null);
      const bySource = new Map([[file, source]]);
      // The blocks as the render needs them (markdown made into nodes) are made here once, and handed over (see keepData).
      const keep = (kept: { page: Page }, blocks: Block[]) => handOver?.put(file, JSON.stringify({ ...kept.page, blocks }));
      const found = [...preparationProblems([entry], bySource, unnamed, keep), ...markdownFieldLinks([entry], bySource, recording, unnamed)];
      if (found.length) {
        const name = pageName(route, checker.site, entry.page);
        preparedHere = found.map((problem) => ({ ...problem, message: `${name}${PLACE_SEPARATOR}${problem.message}` }));
      }
    }
    const record: PageRecord = {
      file,
      hash,
      stamp,
      resolved: resolvedHere,
      own: check.own,
      parsed: check.data !== undefined,
      blank: check.blank,
      links: check.links,
      title: check.title,
      noindex: entry?.page.seo.noindex ?? false,
      prepared: preparedHere,
      valid: entry !== undefined,
      asked: [...asked].map((value) => [value, answer(value)]),
      // Kept with the result: the claims it is made of are part of what a kept result depends on (CheckCache).
      dataKey: hash ? dataKeyOf(file, hash, ids) : undefined,
      ids,
      uses: stored,
    };
    // Strings read from YAML can be slices of the file's text and keep all of it alive: the record is
    // read back from its line, so it holds strings of its own and is exactly what a cache file holds.
    // The cache then writes that line as it is (a JSON copy, and the line made again, cost 30-40 µs a page).
    return recordOf(lineOf(record));
  }

  // Blog posts (content/blog/*.md) are checked with the pages so that validate and the build report them.
  const blog = loadBlogPosts(root, schemas, files, claims);
  const addressKey = addresses.known.join('\n');
  let bodyKey: string | undefined;
  const bodies = [...blog.sources].flatMap(([file, text]) => {
    const compute = () => blogBodyProblems(new Map([[file, text]]), addresses);
    if (options.files) return options.files.memo(`body:${file}`, `${text}\0${addressKey}`, compute);
    // Kept on disk too: parsing the posts' Markdown cost a one-page rebuild of 10,000 pages 150 ms.
    return cache ? cache.memo(`body:${file}`, textHash(`${text}\0${(bodyKey ??= textHash(addressKey))}`), compute) : compute();
  });
  // Moved addresses need every page and post known: a post is a page of its own once published.
  const routes = pageFiles.map((p) => p.route);
  const blogRoute = routes.find((r) => r.startsWith('/blog/:'));
  const postAddresses = blogRoute ? blog.posts.filter((p) => p.published).map((p) => blogRoute.replace(/:\w+$/, encodeURIComponent(p.slug))) : [];
  const siteData = readYaml(site).data as { redirects?: unknown } | undefined;
  const moved = movedAddressProblems(site, siteData?.redirects, { routes, posts: postAddresses, files: addresses.publicPaths });
  const maxAge = checker.site?.claims?.maxAgeMonths;
  const claimsIndex = claims.index(maxAge);
  const problems = [...resolved, ...validated, ...moved, ...prepared, ...blog.problems, ...bodies, ...claims.problems(maxAge, new Date(), claimsIndex)];

  // The files checked, as loadContent counts them; only those with a problem are read again for their code frames.
  const isPage = new Set(pageFiles.map((p) => p.file));
  const textOf = (file: string): string | undefined =>
    file === siteFile ? siteText : isPage.has(file) ? files.read(file) : (blog.sources.get(file) ?? (claims.file.exists && file === claims.file.file ? claims.file.text : undefined));
  const sources = new Map<string, string>();
  for (const { file } of problems) {
    const text = sources.has(file) ? undefined : textOf(file);
    if (text !== undefined) sources.set(file, text);
  }
  const checked = new Set([siteFile, ...blog.sources.keys(), ...(claims.file.exists ? [claims.file.file] : [])]);
  return {
    site: checker.site,
    problems,
    sources,
    filesChecked: pageFiles.filter((p) => !checked.has(p.file)).length + checked.size,
    pages,
    posts: blog.posts,
    claims: claimsIndex,
    counts: { pages: pageFiles.length, fromCache },
    readPage: (_route, file) => timed('reread', () => pageData(file), { opaque: true }),
    pageJson: (_route, file) => handOver?.take(file) ?? timed('reread', () => JSON.stringify(prepareBlocks(pageData(file))), { opaque: true }),
  };
}
