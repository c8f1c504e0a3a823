/**
 * Route by route, what differs between two builds of the site for a visitor: the text by section,
 * pictures, links, the head, the styles and the markup. A page whose normalised HTML is the same
 * in both is unchanged (and is not read any further).
 */
import { diffArrays } from 'diff';
import { readFileSync } from 'node:fs';
import { changedParts } from '../content/changes/text-diff.ts';
import { withForwardedLinks } from './moves.ts';
import { normaliseHtml } from './normalise.ts';
import { scriptsFingerprint, type BuiltPage } from './built-pages.ts';
import { newBrokenLinks, type LinkTargets } from './links.ts';
import type { HeadFacts, PageReader, PageSnapshot, SectionText } from './snapshot.ts';

export type Aspect = 'text' | 'images' | 'links' | 'head' | 'styles' | 'markup';

/** One text of a page that changed, named by its section: "Hero (…) : "a" → "b"". */
export interface TextChange {
  section: string;
  kind: 'changed' | 'added' | 'removed';
  before?: string;
  after?: string;
}

export interface RouteDiff {
  route: string;
  status: 'changed' | 'added' | 'removed';
  aspects: Aspect[];
  texts: TextChange[];
  head: { before?: HeadFacts; after?: HeadFacts };
  /** Links of the new page that lead nowhere and did not before. */
  brokenLinks: { href: string; text: string }[];
  base?: BuiltPage;
  now?: BuiltPage;
  /** The pages as read, for what else wants to look closer. */
  snapshots: { before?: PageSnapshot; after?: PageSnapshot };
}

export interface PagesCompared {
  /** Changed, added and removed routes, by address. */
  routes: RouteDiff[];
  /** Routes whose page is the same but whose first-load scripts changed. */
  scriptsOnly: { route: string; base: BuiltPage; now: BuiltPage }[];
  unchanged: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Texts of two versions of a list, a removal next to an addition paired as a change. */
function listChanges(section: string, before: string[], after: string[]): TextChange[] {
  const out: TextChange[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    const pairs = Math.min(removed.length, added.length);
    for (let i = 0; i < pairs; i++) out.push({ section, kind: 'changed', ...changedParts(removed[i]!, added[i]!) });
    for (const text of removed.slice(pairs)) out.push({ section, kind: 'removed', before: text });
    for (const text of added.slice(pairs)) out.push({ section, kind: 'added', after: text });
    removed = [];
  };
  for (const part of diffArrays(before, after)) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) flush(part.value);
    else flush([]);
  }
  flush([]);
  return out;
}

/** Sections matched by kind in order; the texts of matched ones compared (named as they are now), others added or removed whole. */
export function textChanges(before: SectionText[], after: SectionText[]): TextChange[] {
  const out: TextChange[] = [];
  const [b, a] = [[...before], [...after]];
  for (const part of diffArrays(before.map((s) => s.kind), after.map((s) => s.kind))) {
    if (part.removed) for (const s of b.splice(0, part.count ?? part.value.length)) out.push(...listChanges(s.name, s.texts, []));
    else if (part.added) for (const s of a.splice(0, part.count ?? part.value.length)) out.push(...listChanges(s.name, [], s.texts));
    else for (let i = 0; i < part.value.length; i++) out.push(...listChanges(a[0]!.name, b.shift()!.texts, a.shift()!.texts));
  }
  return out;
}

function aspectsOf(b: PageSnapshot, a: PageSnapshot): Aspect[] {
  const aspects: Aspect[] = [];
  if (!same(b.sections, a.sections)) aspects.push('text');
  if (!same(b.images, a.images)) aspects.push('images');
  if (!same(b.links, a.links)) aspects.push('links');
  if (!same(b.head, a.head)) aspects.push('head');
  if (b.styles !== a.styles) aspects.push('styles');
  // Anything else of the HTML (an attribute of the head, say) counts as markup.
  if (b.markup !== a.markup || !aspects.length) aspects.push('markup');
  return aspects;
}

export interface CompareInput {
  base: BuiltPage[];
  head: BuiltPage[];
  reader: PageReader;
  /** Where links of each build lead (links.ts). */
  targets: { base: LinkTargets; head: LinkTargets };
  /** The two builds' dist/ folders, for their scripts. */
  dists: { base: string; head: string };
  /** Moved addresses (old → new): a link to an old address in the earlier build counts as the same link to the new one. */
  forwards?: ReadonlyMap<string, string>;
}

export function comparePages({ base, head, reader, targets, dists, forwards }: CompareInput): PagesCompared {
  const before = new Map(base.map((p) => [p.route, p]));
  const after = new Map(head.map((p) => [p.route, p]));
  const routes: RouteDiff[] = [];
  const scriptsOnly: PagesCompared['scriptsOnly'] = [];
  const unchanged: string[] = [];
  const all = [...new Set([...before.keys(), ...after.keys()])].sort((x, y) => x.localeCompare(y));
  for (const route of all) {
    const [b, a] = [before.get(route), after.get(route)];
    if (!a) {
      const snap = reader.read(readFileSync(b!.file, 'utf8'));
      routes.push({ route, status: 'removed', aspects: [], texts: [], head: { before: snap.head }, brokenLinks: [], base: b, snapshots: { before: snap } });
      continue;
    }
    const htmlAfter = readFileSync(a.file, 'utf8');
    const snapAfter = () => reader.read(htmlAfter);
    if (!b) {
      const snap = snapAfter();
      routes.push({ route, status: 'added', aspects: [], texts: textChanges([], snap.sections), head: { after: snap.head }, brokenLinks: newBrokenLinks(route, snap.links, [], targets), now: a, snapshots: { after: snap } });
      continue;
    }
    const htmlBefore = forwards?.size ? withForwardedLinks(readFileSync(b.file, 'utf8'), forwards) : readFileSync(b.file, 'utf8');
    if (normaliseHtml(htmlBefore) === normaliseHtml(htmlAfter)) {
      if (scriptsFingerprint(dists.base, b) === scriptsFingerprint(dists.head, a)) unchanged.push(route);
      else scriptsOnly.push({ route, base: b, now: a });
      continue;
    }
    const [sb, sa] = [reader.read(htmlBefore), snapAfter()];
    routes.push({
      route,
      status: 'changed',
      aspects: aspectsOf(sb, sa),
      texts: textChanges(sb.sections, sa.sections),
      head: { before: sb.head, after: sa.head },
      brokenLinks: newBrokenLinks(route, sa.links, sb.links, targets),
      base: b,
      now: a,
      snapshots: { before: sb, after: sa },
    });
  }
  return { routes, scriptsOnly, unchanged };
}
