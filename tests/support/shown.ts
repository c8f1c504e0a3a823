/**
 * What content looks like once shown, for comparing a rendered page with the content it came from
 * (tests/support/content.ts loads the content). Pure functions, no copy of their own.
 */
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Block } from '../../src/generated/content.ts';

/** Text for use inside a RegExp, matched literally (copy can hold ?, +, ( and the like). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Runs of white space as one space, trimmed: how text reads once laid out. */
export const squash = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** A date (2026-10-07) as the site writes it for visitors: October 7, 2026. */
export const longDate = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

// Fields whose words a block shows as written: headings, titles, names, labels and figures.
const SHOWN_FIELDS = new Set(['eyebrow', 'heading', 'headline', 'title', 'name', 'label', 'value', 'industry', 'price', 'period', 'duration', 'tag', 'badge']);

/**
 * The short texts a block shows word for word, in order: what a visitor must be able to read on
 * the page (compare case-insensitively: some labels are shown in capitals).
 */
export function shownTexts(block: Block): string[] {
  const out: string[] = [];
  const walk = (value: unknown, field?: string) => {
    if (typeof value === 'string' && field && SHOWN_FIELDS.has(field)) out.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, field));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => walk(item, key));
  };
  walk(block);
  return out;
}

/** Every link written in a block or page (anything with a label and an href), in order. */
export function linksIn(value: unknown): { label: string; href: string }[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!value || typeof value !== 'object') return [];
  const { label, href } = value as { label?: unknown; href?: unknown };
  const self = typeof label === 'string' && typeof href === 'string' ? [{ label, href }] : [];
  return [...self, ...Object.values(value).flatMap(linksIn)];
}

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

const plain = (node: MdNode): string => node.value ?? (node.children ?? []).map(plain).join('');

/** The headings of one level and the paragraphs of a markdown text as plain text, and how many list items and bold runs it has. */
export function markdownText(markdown: string, depth = 2): { headings: string[]; paragraphs: string[]; listItems: number; bold: number } {
  const out = { headings: [] as string[], paragraphs: [] as string[], listItems: 0, bold: 0 };
  const walk = (node: MdNode) => {
    if (node.type === 'listItem') out.listItems++;
    if (node.type === 'strong') out.bold++;
    if (node.type === 'heading' && node.depth === depth) out.headings.push(plain(node));
    if (node.type === 'paragraph') out.paragraphs.push(squash(plain(node)));
    node.children?.forEach(walk);
  };
  walk(unified().use(remarkParse).parse(markdown) as MdNode);
  return out;
}
