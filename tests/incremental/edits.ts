import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { splitFrontMatter } from '../../scripts/content/blog-front-matter.ts';
import { loadContent } from '../../scripts/content/load.ts';
import { isDynamicRoute } from '../../scripts/content/routes.ts';

/**
 * Edits an editor or a developer makes, applied to a project copy. They start from what the copy
 * holds (tests never pin copy): a text gets one letter changed, a figure one digit, so every edit
 * stays valid content of the same length, and is a real change to what the page shows.
 */

/** `text` with its first lowercase letter moved `by` places along the alphabet (1 to 25): a different text of the same length. */
export function changedText(text: string, by = 1): string {
  const at = text.search(/[a-z]/);
  if (at < 0) throw new Error(`No lowercase letter to change in ${JSON.stringify(text)}`);
  const letter = String.fromCharCode(((text.charCodeAt(at) - 97 + by) % 26) + 97);
  return text.slice(0, at) + letter + text.slice(at + 1);
}

/** A figure with its first digit changed (250+ → 350+, 98% → 88%): still a figure of the same shape. */
export function changedFigure(value: string): string {
  const at = value.search(/\d/);
  if (at < 0) throw new Error(`No digit to change in ${JSON.stringify(value)}`);
  const digit = Number(value[at]);
  return value.slice(0, at) + String(digit === 9 ? 8 : digit + 1) + value.slice(at + 1);
}

/** Reads a YAML file of the copy, lets `change` edit its document, writes it back. */
export function editYaml(file: string, change: (doc: Document) => void): void {
  const doc = parseDocument(readFileSync(file, 'utf8'));
  change(doc);
  writeFileSync(file, doc.toString());
}

/** A string value the editor writes (no claim in it, a letter to change), found at a key of `keys`. */
const isEditableText = (value: unknown): value is string => typeof value === 'string' && !value.includes('{{') && /[a-z]/.test(value);

/** The path of the first text (depth first, top to bottom) at one of `keys` inside `doc` under `under`. */
export function firstTextAt(doc: Document, under: (string | number)[], keys: readonly string[]): (string | number)[] | undefined {
  const walk = (value: unknown, at: (string | number)[]): (string | number)[] | undefined => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const found = walk(item, [...at, i]);
        if (found) return found;
      }
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (keys.includes(key) && isEditableText(item)) return [...at, key];
        const found = walk(item, [...at, key]);
        if (found) return found;
      }
    }
    return undefined;
  };
  const start = under.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], doc.toJS());
  return walk(start, under);
}

/** Changes the text at `at` in a YAML file (changedText) and returns the old and new values. */
export function changeYamlText(file: string, at: (string | number)[], by = 1): { before: string; after: string } {
  let before = '';
  let after = '';
  editYaml(file, (doc) => {
    before = String(doc.getIn(at));
    after = changedText(before, by);
    doc.setIn(at, after);
  });
  return { before, after };
}

/** A page file of the copy: its address, project-relative file and block types top to bottom. */
export interface PageFile {
  route: string;
  file: string;
  blockTypes: string[];
}

/** The copy's page files, in the loader's order, with the claims each uses. */
export function pagesOf(root: string): { pages: PageFile[]; uses: { id: string; file: string }[]; figures: Map<string, string> } {
  const content = loadContent(root);
  const figures = new Map<string, string>();
  for (const claim of content.claims.file.claims.values()) if (claim.kind === 'figure') figures.set(claim.id, claim.value);
  return {
    pages: content.pages.map((p) => ({ route: p.route, file: p.file, blockTypes: p.page.blocks.map((b) => b.type) })),
    uses: content.claims.uses.map((u) => ({ id: u.id, file: u.file })),
    figures,
  };
}

/** Addresses of their own (not the 404 page, not /blog/:slug, not the home page). */
export const plainPages = (pages: readonly PageFile[]): PageFile[] => pages.filter((p) => p.route.startsWith('/') && p.route !== '/' && !isDynamicRoute(p.route));

/**
 * A figure used by page files only (not site.yaml or blog posts, which every page or the bundle
 * shows), by the fewest of them, with a digit to change; `usedBy`: one of them must be that file.
 */
export function pageOnlyFigure(root: string, usedBy?: string): { id: string; value: string; files: string[] } {
  const { uses, figures } = pagesOf(root);
  const candidates = [...figures]
    .filter(([, value]) => /\d/.test(value))
    .map(([id, value]) => ({ id, value, files: [...new Set(uses.filter((u) => u.id === id).map((u) => u.file))] }))
    .filter((c) => c.files.length > 0 && c.files.every((f) => f.startsWith('content/pages/')) && (!usedBy || c.files.includes(usedBy)))
    .sort((a, b) => a.files.length - b.files.length || a.id.localeCompare(b.id));
  if (!candidates.length) throw new Error(`No figure of ${root}/content/claims.yaml is used by page files only${usedBy ? `, ${usedBy} among them` : ''}`);
  return candidates[0]!;
}

/** The project-relative source folder of a block type: text-section → src/blocks/TextSection. */
export const blockDir = (type: string): string => `src/blocks/${type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`;

/**
 * Adds an attribute to the first <section> a block's component renders, so that every page showing
 * the block changes. Returns the attribute as it appears in the HTML.
 */
export function markComponent(root: string, type: string): string {
  const file = path.join(root, blockDir(type), `${path.basename(blockDir(type))}.tsx`);
  const source = readFileSync(file, 'utf8');
  const marked = source.replace(/<section(?=[\s>])/, '<section data-incremental-test="component"');
  if (marked === source) throw new Error(`${file} renders no <section> to mark`);
  writeFileSync(file, marked);
  return 'data-incremental-test="component"';
}

/** Whether a block type's component renders a <section> itself and has a stylesheet: one to edit both of. */
export function hasSectionAndStyles(root: string, type: string): boolean {
  const dir = path.join(root, blockDir(type));
  const name = path.basename(dir);
  try {
    return /<section(?=[\s>])/.test(readFileSync(path.join(dir, `${name}.tsx`), 'utf8')) && readdirSync(dir).includes(`${name}.css`);
  } catch {
    return false;
  }
}

/** Adds a rule to a block's stylesheet; returns its class name, which the built CSS then holds. */
export function addStyleRule(root: string, type: string): string {
  const dir = path.join(root, blockDir(type));
  const file = path.join(dir, `${path.basename(dir)}.css`);
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n.incremental-test-rule { outline: 1px dashed currentColor; }\n`);
  return 'incremental-test-rule';
}

/** Changes the description of a block type's schema, keeping the file's layout. */
export function changeSchemaDescription(root: string, type: string): void {
  const file = path.join(root, 'schemas/blocks', `${type}.schema.json`);
  const text = readFileSync(file, 'utf8');
  const { description } = JSON.parse(text) as { description: string };
  const changed = text.replace(JSON.stringify(description), JSON.stringify(changedText(description)));
  if (changed === text) throw new Error(`The description of ${file} was not found as written`);
  writeFileSync(file, changed);
}

/**
 * A new blog post: the first post of content/blog copied under a new slug and file name, with its
 * title (and search title) changed so that it is a post of its own. Returns the new slug.
 */
export function addBlogPost(root: string): string {
  const dir = path.join(root, 'content/blog');
  const first = readdirSync(dir).filter((f) => f.endsWith('.md')).sort()[0];
  if (!first) throw new Error(`${dir} has no posts to copy`);
  const text = readFileSync(path.join(dir, first), 'utf8');
  const split = splitFrontMatter(first, text);
  if (!split) throw new Error(`${first} has no settings block`);
  const doc = parseDocument(split.source.text);
  const slug = `${String(doc.get('slug'))}-again`;
  doc.set('slug', slug);
  doc.set('title', changedText(String(doc.get('title'))));
  if (doc.has('meta_title')) doc.set('meta_title', changedText(String(doc.get('meta_title'))));
  // One featured post at a time: the copy is an ordinary post.
  if (doc.has('featured')) doc.set('featured', false);
  writeFileSync(path.join(dir, `${slug}.md`), `---\n${doc.toString()}---\n${split.body}`);
  return slug;
}
