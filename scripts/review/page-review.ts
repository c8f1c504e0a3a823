/** One changed, new or removed page as the report tells it: its words, search result, head, links and weight. */
import { changeSentence } from '../content/changes/index.ts';
import { changedParts } from '../content/changes/text-diff.ts';
import { listWords, quote } from '../content/words.ts';
import { htmlBytes } from './built-pages.ts';
import type { RouteDiff } from './compare-pages.ts';
import { snippetOf } from './search.ts';
import { searchDataChanges } from './search-data.ts';
import type { HeadFacts } from './snapshot.ts';
import type { PageReview } from './types.ts';
import type { ChangeWords } from './words.ts';

/** What the head's social and search fields are, in plain words. */
const HEAD_NAMES: Record<string, string> = {
  'og:title': 'Title on social networks',
  'og:description': 'Description on social networks',
  'og:image': 'Picture on social networks',
  'og:url': 'Address on social networks',
  'og:type': 'Kind of page on social networks',
  'og:site_name': 'Site name on social networks',
  'og:locale': 'Language on social networks',
  'twitter:card': 'Card size on X (Twitter)',
  'twitter:title': 'Title on X (Twitter)',
  'twitter:description': 'Description on X (Twitter)',
  'twitter:image': 'Picture on X (Twitter)',
};

/** The head's changes other than title and description, a line each; fields changed alike share a line ("Description on social networks and on X"). */
export function headLines(before: HeadFacts, after: HeadFacts): string[] {
  const changes = new Map<string, string[]>();
  const field = (name: string, b: string | undefined, a: string | undefined) => {
    if ((b ?? '') === (a ?? '')) return;
    const parts = b && a ? changedParts(b, a) : { before: b, after: a };
    const what = !b ? `${quote(a!)} (added)` : !a ? `${quote(b)} (removed)` : `${quote(parts.before!)} → ${quote(parts.after!)}`;
    changes.set(what, [...(changes.get(what) ?? []), name]);
  };
  field('Address for search engines (canonical)', before.canonical, after.canonical);
  field('Instructions for search engines (robots)', before.robots, after.robots);
  const [sb, sa] = [new Map(before.social), new Map(after.social)];
  for (const key of [...new Set([...sb.keys(), ...sa.keys()])]) field(HEAD_NAMES[key] ?? key, sb.get(key), sa.get(key));
  try {
    for (const c of searchDataChanges(before.jsonLd, after.jsonLd)) {
      const what = c.before === undefined ? `${c.after ?? ''} (added)`.trim() : c.after === undefined ? `${c.before} (removed)` : `${c.before} → ${c.after}`;
      changes.set(what, [...(changes.get(what) ?? []), c.name]);
    }
  } catch {
    if (before.jsonLd.join() !== after.jsonLd.join()) changes.set('changed', ['What search engines read']);
  }
  return [...changes].map(([what, names]) => `${listWords(names)}: ${what}`);
}

export function pageReview(diff: RouteDiff, words: ChangeWords, name: string): PageReview {
  const { before, after } = diff.head;
  const lookOnly = diff.status === 'changed' && diff.aspects.every((a) => a === 'styles' || a === 'markup');
  const searchChanged = !before || !after || before.title !== after.title || before.description !== after.description;
  const everyPage = diff.status === 'changed' && words.everyPage.length > 0;
  return {
    route: diff.route,
    name,
    status: diff.status,
    words: words.forRoute(diff.route).map(changeSentence),
    everyPage,
    lookOnly,
    texts: diff.status === 'changed' ? diff.texts : [],
    ...(searchChanged && { search: { ...(before && { before: snippetOf(before) }), ...(after && { after: snippetOf(after) }) } }),
    head: before && after ? headLines(before, after) : [],
    brokenLinks: diff.brokenLinks,
    js: { ...(diff.base?.js !== undefined && { before: diff.base.js }), ...(diff.now?.js !== undefined && { after: diff.now.js }) },
    html: { ...(diff.base && { before: htmlBytes(diff.base) }), ...(diff.now && { after: htmlBytes(diff.now) }) },
    pictures: [],
  };
}
