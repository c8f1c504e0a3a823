/**
 * What a visitor gets from one built page, read from its HTML: the text by section in document
 * order, pictures, links, the head a search engine or a social network reads, and the look (inline
 * styles and markup). Read with happy-dom's parser; no script of the page runs.
 */
import { Window, type Element as El, type Node } from 'happy-dom';
import { normaliseHtml, withoutAssetHashes } from './normalise.ts';

export interface HeadFacts {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  /** og:* and twitter:* values by property, in the page's order. */
  social: [string, string][];
  /** Each JSON-LD block, its keys sorted so only a change of data counts. */
  jsonLd: string[];
}

export interface SectionText {
  /** "Header", "Footer", or the section by its kind and heading: "Card grid (Our services)". */
  name: string;
  /** The section's kind alone ("Card grid"): sections are matched by it, so a new heading is no new section. */
  kind: string;
  texts: string[];
}

export interface PageSnapshot {
  head: HeadFacts;
  sections: SectionText[];
  images: { src: string; alt: string }[];
  links: { href: string; text: string }[];
  /** Every id on the page, for links to a part of it (#faq). */
  ids: string[];
  styles: string;
  /** The body's markup with every text replaced, so it changes only with structure, classes and attributes. */
  markup: string;
}

/** Names of section kinds by the class a block's section carries (its type): card-grid → "Card grid". */
export type KindTitles = ReadonlyMap<string, string>;

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

// Text inside these reaches no visitor (noscript: the review looks at the page as it runs).
const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
// Elements that start a new run of text: a paragraph, heading, list item, cell, button or link.
const BLOCK = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'DT', 'DD', 'TD', 'TH', 'CAPTION', 'FIGCAPTION', 'BLOCKQUOTE', 'PRE', 'LABEL', 'LEGEND', 'SUMMARY', 'BUTTON', 'OPTION', 'DIV', 'SECTION', 'HEADER', 'FOOTER', 'NAV', 'MAIN', 'ARTICLE', 'ASIDE', 'FORM', 'UL', 'OL', 'DL', 'TABLE', 'TR', 'FIGURE']);


/** Texts of an element in document order, one per paragraph-like element (inline elements such as links and bold run on). */
function textsOf(root: El): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const text = squash(run).replace(/ ([,.;:!?)])/g, '$1');
    if (text) out.push(text);
    run = '';
  };
  const visit = (node: Node) => {
    if (node.nodeType === 3) {
      run += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as El;
    if (SKIP.has(el.tagName)) return;
    const starts = BLOCK.has(el.tagName);
    // Inline elements side by side (a figure and its spoken form, two links) read as separate words.
    if (starts) flush();
    else run += ' ';
    for (const child of Array.from(el.childNodes)) visit(child);
    if (starts) flush();
    else run += ' ';
  };
  visit(root);
  flush();
  return out;
}

function sectionName(el: El, kinds: KindTitles, index: number): { name: string; kind: string } {
  if (el.tagName === 'HEADER') return { name: 'Header', kind: 'Header' };
  if (el.tagName === 'FOOTER') return { name: 'Footer', kind: 'Footer' };
  const type = el.classList.value.split(/\s+/).find((c) => kinds.has(c));
  const heading = squash(el.querySelector('h1, h2, h3')?.textContent ?? '') || squash(el.getAttribute('aria-label'));
  const short = heading.length > 48 ? `${heading.slice(0, 47).replace(/\s+\S*$/, '')}…` : heading;
  const kind = type ? kinds.get(type)! : `Section ${index}`;
  return { name: short ? `${kind} (${short})` : kind, kind };
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;

function canonicalJson(text: string): string {
  try {
    return JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    return squash(text);
  }
}

/** Reads pages one after another with one parser (a window per page would cost more than the parsing). */
export class PageReader {
  private window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true } });

  constructor(private kinds: KindTitles) {}

  read(html: string): PageSnapshot {
    const doc = new this.window.DOMParser().parseFromString(normaliseHtml(html), 'text/html');
    const meta = (attr: string, name: string) => squash(doc.querySelector(`meta[${attr}="${name}"]`)?.getAttribute('content'));
    const head: HeadFacts = {
      title: squash(doc.querySelector('title')?.textContent),
      description: meta('name', 'description'),
      canonical: squash(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')),
      robots: meta('name', 'robots'),
      social: [...doc.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [m.getAttribute('property') ?? m.getAttribute('name') ?? '', squash(m.getAttribute('content'))] as [string, string]),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => canonicalJson(s.textContent ?? '')),
    };
    const body = doc.body;
    const parts: El[] = [];
    const collect = (el: El) => {
      for (const child of Array.from(el.childNodes)) {
        if (child.nodeType !== 1) continue;
        const c = child as El;
        if (c.tagName === 'MAIN' || c.tagName === 'DIV') collect(c);
        else if (!SKIP.has(c.tagName)) parts.push(c);
      }
    };
    collect(body);
    const sections: SectionText[] = [];
    let numbered = 0;
    for (const part of parts) {
      const texts = textsOf(part);
      if (!texts.length) continue;
      const named = part.tagName === 'SECTION' || part.tagName === 'HEADER' || part.tagName === 'FOOTER' || part.tagName === 'ARTICLE';
      const { name, kind } = named ? sectionName(part, this.kinds, ++numbered) : { name: 'Page', kind: 'Page' };
      const last = sections.at(-1);
      if (!named && last?.name === 'Page') last.texts.push(...texts);
      else sections.push({ name, kind, texts });
    }
    const images = [...body.querySelectorAll('img')].map((img) => ({ src: withoutAssetHashes(img.getAttribute('src') ?? ''), alt: squash(img.getAttribute('alt')) }));
    const links = [...body.querySelectorAll('a[href]')].map((a) => ({ href: a.getAttribute('href') ?? '', text: squash(a.textContent) || squash(a.getAttribute('aria-label')) }));
    const ids = [...body.querySelectorAll('[id]')].map((el) => el.id);
    // The markup without its words: a text edit alone leaves it as it was.
    for (const el of [...body.querySelectorAll('*')]) for (const child of [...el.childNodes]) if (child.nodeType === 3 && squash(child.textContent)) child.textContent = '#';
    return { head, sections, images, links, ids, styles: [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'), markup: body.innerHTML };
  }

  close(): Promise<void> {
    return this.window.happyDOM.close();
  }
}
