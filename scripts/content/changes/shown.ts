/**
 * Values as a reader sees them: texts in quotes (claims already resolved, Markdown as its plain
 * words), yes and no for switches, a choice by its label when the schema gives one, numbers as
 * written.
 */
import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { shortened } from '../names.ts';
import type { JsonSchema } from '../schemas.ts';
import { quote } from '../words.ts';

/** Runs of white space as one space, trimmed: how a text reads once laid out. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A text field written in Markdown (schemas mark it with `contentMediaType: text/markdown`). */
export const isMarkdown = (shape: JsonSchema | undefined): boolean => shape?.contentMediaType === 'text/markdown';

/**
 * A field the build fills in (a rendered answer, coloured code): never written by an editor, so
 * never a change to report. Schemas mark it `readOnly` or say "Filled in by the build".
 */
export const isBuildFilled = (shape: JsonSchema | undefined, description?: string): boolean =>
  shape?.readOnly === true || /^filled in by the build/i.test(description ?? String(shape?.description ?? ''));

/** The words of a Markdown node, without its marks. */
export function plainWords(node: Nodes): string {
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' ? '' : node.value;
  if (!('children' in node)) return node.type === 'break' ? ' ' : '';
  const sep = node.type === 'list' || node.type === 'root' || node.type === 'blockquote' ? ' · ' : '';
  return node.children.map((child) => plainWords(child as Nodes)).filter((t) => t.trim()).join(sep || '');
}

export const parseMarkdown = (text: string): Root => unified().use(remarkParse).parse(text) as Root;

/** Markdown as the words a reader sees: "**Fast** replies" reads "Fast replies". */
export const markdownText = (text: string): string => squash(plainWords(parseMarkdown(text)));

/** The label the schema gives a choice (`oneOf: [{ const, title }]`), else undefined. */
export function choiceLabel(shape: JsonSchema | undefined, value: unknown): string | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = shape?.[key];
    if (!Array.isArray(branches)) continue;
    const hit = (branches as JsonSchema[]).find((b) => b.const === value && typeof b.title === 'string');
    if (hit) return hit.title as string;
  }
  return undefined;
}

const isChoice = (shape: JsonSchema | undefined): boolean =>
  Array.isArray(shape?.enum) || ['oneOf', 'anyOf'].some((k) => Array.isArray(shape?.[k]) && (shape![k] as JsonSchema[]).every((b) => b.const !== undefined));

/**
 * One value as a reader sees it, ready to show after a place ("Published: no → yes"): texts in
 * quotes, yes or no, a choice's label. Undefined for nothing at all.
 */
export function shownValue(value: unknown, shape?: JsonSchema): string | undefined {
  if (value === undefined || value === null) return undefined;
  const label = choiceLabel(shape, value);
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (isChoice(shape)) return value;
    return quote(isMarkdown(shape) ? markdownText(value) : squash(value));
  }
  return undefined;
}

/** Every text inside a value, in order, as a reader sees it (to compare and summarise groups and lists). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [squash(value)];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The fields that say what an entry or section is, in the order they are looked for. */
const NAMING_FIELDS = ['heading', 'headline', 'title', 'question', 'label', 'name', 'value', 'quote', 'text'];

/** A group of fields in a few words, by its heading, title or label: '"Bespoke AI Chatbots"'. */
export function summaryOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return shownValue(value);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const named = NAMING_FIELDS.map((field) => record[field]).find((v) => typeof v === 'string' && v.trim());
  // Otherwise its first text (a moved address's old address, a picture's file).
  const text = named ?? Object.values(record).find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? quote(shortened(text, 60)) : undefined;
}
