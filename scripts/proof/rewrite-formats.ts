import { isDeepStrictEqual } from 'node:util';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { TextRewriter } from './rewrite-text.ts';

interface MdNode {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  ordered?: boolean | null;
  start?: number | null;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/** Character references (&amp;) and backslash escapes (\*) are markdown syntax, not words. */
const MARKDOWN_SYNTAX = /&#?[A-Za-z0-9]+;|\\[\s\S]/u;
/** JSON string escapes (\n, \u00e9). */
const JSON_ESCAPE = /\\(?:u[0-9A-Fa-f]{4}|[\s\S])/u;

const parseMarkdown = (text: string) => unified().use(remarkParse).parse(text) as MdNode;

/** What must not change: every node's kind, level, list numbering, link target and place in the tree. */
function structure(node: MdNode): unknown {
  const { type, url, depth, ordered, start } = node;
  return { type, url, depth, ordered, start, children: node.children?.map(structure) };
}

/**
 * Rewrites the words of a markdown text in place: only the source of text nodes changes, so
 * headings stay headings, list items stay items and link targets stay where they point. Code,
 * raw HTML and autolinks (whose text is their address) are left alone.
 */
export function rewriteMarkdown(markdown: string, rewriter: TextRewriter): string {
  const tree = parseMarkdown(markdown);
  const spans: [number, number][] = [];
  const walk = (node: MdNode, parent?: MdNode) => {
    const autolink = parent?.type === 'link' && parent.url === node.value;
    const { start, end } = node.position ?? { start: {}, end: {} };
    if (node.type === 'text' && !autolink && start.offset !== undefined && end.offset !== undefined) spans.push([start.offset, end.offset]);
    node.children?.forEach((child) => walk(child, node));
  };
  walk(tree);
  let out = markdown;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + rewriter.text(out.slice(start, end), MARKDOWN_SYNTAX) + out.slice(end);
  }
  if (!isDeepStrictEqual(structure(parseMarkdown(out)), structure(tree))) {
    throw new Error('Rewriting the words changed the structure of the markdown');
  }
  return out;
}

/** The shape of parsed JSON: keys and kinds of value, not the values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

const JSON_TOKEN = /"((?:[^"\\]|\\[\s\S])*)"(\s*:)?|\d+/g;

/**
 * Rewrites the string values and the digits of JSON code, keeping its keys and layout, so the
 * code is still valid JSON with the same fields (and still matches the fields documented beside it).
 */
export function rewriteJson(code: string, rewriter: TextRewriter): string {
  const before = shape(JSON.parse(code));
  const out = code.replace(JSON_TOKEN, (token, inner: string | undefined, colon: string | undefined) => {
    if (inner === undefined) return rewriter.digits(token);
    return colon ? token : `"${rewriter.text(inner, JSON_ESCAPE)}"`;
  });
  if (!isDeepStrictEqual(shape(JSON.parse(out)), before)) throw new Error('Rewriting the values changed the shape of the JSON');
  return out;
}
