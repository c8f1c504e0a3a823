/**
 * The data search engines read (the JSON-LD blocks of a page's head), compared in words: "What
 * search engines read (the answer to question 2): "…" → "…"", never a data path such as
 * "block 2 › mainEntity › 1 › acceptedAnswer › text". A part added or removed whole is one line.
 */
import { changedParts } from '../content/changes/text-diff.ts';
import { quote } from '../content/words.ts';

const PREFIX = 'What search engines read';

/** What each kind of block or part is, as a reader would call it. */
const KINDS: Record<string, string> = {
  FAQPage: 'the questions and answers',
  BlogPosting: 'the article',
  Article: 'the article',
  Blog: 'the blog',
  Organization: 'the business',
  WebSite: 'the website',
  Person: 'the person',
  PostalAddress: 'the address',
  BreadcrumbList: 'the breadcrumbs',
  Service: 'the service',
};

/** Fields by what they mean; others by their name in words ("datePublished" → "date published"). */
const FIELDS: Record<string, string> = {
  '@type': 'kind',
  '@id': 'identifier',
  name: 'name',
  headline: 'headline',
  description: 'description',
  url: 'address',
  image: 'picture',
  logo: 'logo',
  sameAs: 'profiles elsewhere',
  datePublished: 'date published',
  dateModified: 'date last changed',
  telephone: 'phone number',
  email: 'email address',
  author: 'author',
  publisher: 'publisher',
  keywords: 'keywords',
  streetAddress: 'street',
  addressLocality: 'town or city',
  addressRegion: 'region',
  postalCode: 'postcode',
  addressCountry: 'country',
  inLanguage: 'language',
};

const words = (key: string) => FIELDS[key] ?? key.replace(/^@/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const typeOf = (v: unknown) => (isObject(v) && typeof v['@type'] === 'string' ? v['@type'] : undefined);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The first words of a part, to name it when it comes or goes whole. */
function gist(v: unknown): string | undefined {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return quote(String(v).length > 60 ? `${String(v).slice(0, 59)}…` : String(v));
  if (Array.isArray(v)) return v.length ? gist(v[0]) : undefined;
  if (!isObject(v)) return undefined;
  for (const key of ['name', 'headline', 'text', 'description']) if (typeof v[key] === 'string') return gist(v[key]);
  return undefined;
}

export interface SearchDataChange {
  /** "What search engines read (the answer to question 2)". */
  name: string;
  before?: string;
  after?: string;
}

/** The place of a part: "question 2" for an entry of an FAQ, "the answer to question 2", "the article's date published". */
function placeOf(parent: string, key: string | number, value: unknown, inList?: string, owner?: string): string {
  if (typeof key === 'number') {
    const kind = typeOf(value);
    if (kind === 'Question') return `question ${key + 1}`;
    return `${inList ?? parent} ${key + 1}`.trim();
  }
  if (key === 'acceptedAnswer') return `the answer to ${parent}`;
  // A question's wording and an answer's text are the question and the answer themselves.
  if ((key === 'text' || (key === 'name' && owner === 'Question')) && parent) return parent;
  return parent ? `${parent}'s ${words(key)}` : words(key);
}

function walk(b: unknown, a: unknown, place: string, out: SearchDataChange[], inList?: string): void {
  if (same(b, a)) return;
  const name = `${PREFIX}${place ? ` (${place})` : ''}`;
  if (b === undefined) return void out.push({ name, ...(gist(a) !== undefined && { after: gist(a) }) });
  if (a === undefined) return void out.push({ name, ...(gist(b) !== undefined && { before: gist(b) }) });
  if (Array.isArray(b) && Array.isArray(a)) {
    // An FAQ's questions are named for what they are; other lists by their field ("profiles elsewhere 2").
    const label = inList ?? place;
    for (let i = 0; i < Math.max(a.length, b.length); i++) walk(b[i], a[i], placeOf(place, i, a[i] ?? b[i], label), out);
    return;
  }
  if (isObject(b) && isObject(a)) {
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
      if (key === '@context') continue;
      // The list of an FAQ's questions is the block itself: its entries are "question 1", "question 2".
      const next = key === 'mainEntity' && Array.isArray(a[key] ?? b[key]) ? place : placeOf(place, key, a[key] ?? b[key], undefined, typeOf(a) ?? typeOf(b));
      walk(b[key], a[key], next, out, key === 'mainEntity' ? '' : undefined);
    }
    return;
  }
  const [tb, ta] = [String(b), String(a)];
  const parts = typeof b === 'string' && typeof a === 'string' ? changedParts(tb, ta) : { before: tb, after: ta };
  out.push({ name, before: quote(parts.before), after: quote(parts.after) });
}

/** The changes between two pages' JSON-LD blocks (each the text of one script), in words. */
export function searchDataChanges(before: readonly string[], after: readonly string[]): SearchDataChange[] {
  const parse = (blocks: readonly string[]) => blocks.map((b) => JSON.parse(b) as unknown);
  const [pb, pa] = [parse(before), parse(after)];
  const out: SearchDataChange[] = [];
  // Blocks are matched by their kind (the FAQ with the FAQ), then in order.
  const left = [...pb];
  for (const block of pa) {
    const at = left.findIndex((x) => typeOf(x) === typeOf(block));
    const was = at >= 0 ? left.splice(at, 1)[0] : undefined;
    walk(was, block, KINDS[typeOf(block) ?? ''] ?? '', out);
  }
  for (const gone of left) walk(gone, undefined, KINDS[typeOf(gone) ?? ''] ?? '', out);
  return out;
}
