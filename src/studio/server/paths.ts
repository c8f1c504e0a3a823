import { existsSync, lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { StudioError } from './http.ts';

/** What a content file is, and the schema (relative to the project root) its data follows. */
export interface FileKind {
  kind: 'page' | 'site' | 'post' | 'other';
  schema: string;
}

/**
 * The one table of what the Studio edits: pages, the site settings, blog posts, and any other
 * content/<name>.yaml that has a schemas/<name>.schema.json (content/claims.yaml, for example).
 */
export function kindOf(root: string, rel: string): FileKind | null {
  if (/^content\/pages\/(?:[^/]+\/)*[^/]+\.ya?ml$/.test(rel)) return { kind: 'page', schema: 'schemas/page.schema.json' };
  if (rel === 'content/site.yaml') return { kind: 'site', schema: 'schemas/site.schema.json' };
  if (/^content\/blog\/[^/]+\.md$/.test(rel)) return { kind: 'post', schema: 'schemas/blog-post.schema.json' };
  const other = /^content\/([^/]+)\.ya?ml$/.exec(rel);
  if (other && existsSync(path.join(root, 'schemas', `${other[1]}.schema.json`))) return { kind: 'other', schema: `schemas/${other[1]}.schema.json` };
  return null;
}

export interface ContentPath {
  /** Relative to the project root, posix separators: content/pages/about.yaml. */
  rel: string;
  abs: string;
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** The real path of a file or, when it does not exist yet, of the nearest folder above it that does. */
function realPathOf(abs: string): string {
  let existing = abs;
  while (!existsSync(existing)) existing = path.dirname(existing);
  return path.join(realpathSync(existing), path.relative(existing, abs));
}

/**
 * A path from the Studio, checked before anything is read or written: relative, under `folder`
 * (content/ unless said), no `..`, no encoded characters, no backslashes, and no symbolic link
 * leading outside content/. Throws 400/403 with a sentence that says what is wrong.
 */
export function contentPath(root: string, input: unknown, folder = 'content'): ContentPath {
  if (typeof input !== 'string' || input === '') throw new StudioError(400, 'The request needs the path of a file, such as content/pages/about.yaml.');
  const shown = JSON.stringify(input.length > 120 ? `${input.slice(0, 120)}…` : input);
  const refuse = (why: string) => new StudioError(403, `${shown} is refused: ${why}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\%]/.test(input)) throw refuse('paths with backslashes, control or encoded (%) characters are not accepted.');
  if (path.posix.isAbsolute(input) || /^[a-zA-Z]:/.test(input)) throw refuse(`use a path inside ${folder}/, such as ${folder}/… (not an absolute path).`);
  const segments = input.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw refuse(`the Studio only opens files inside ${folder}/ and paths may not contain "..", "." or "//".`);
  if (input !== folder && !input.startsWith(`${folder}/`)) throw refuse(`the Studio only reads and writes files inside ${folder}/.`);
  const contentDir = path.join(root, 'content');
  const abs = path.resolve(root, ...segments);
  if (!inside(path.join(root, folder), abs)) throw refuse(`the Studio only reads and writes files inside ${folder}/.`);
  if (!inside(realpathSync(contentDir), realPathOf(abs))) throw refuse('it is a link to a place outside content/.');
  if (existsSync(abs) && !lstatSync(abs).isFile() && !lstatSync(abs).isSymbolicLink()) throw refuse('it is a folder, not a file.');
  return { rel: input, abs };
}

/** A content file the Studio edits (see kindOf); anything else is refused with what can be edited. */
export function editablePath(root: string, input: unknown): ContentPath & FileKind {
  const file = contentPath(root, input);
  if (!/\.(ya?ml|md)$/.test(file.rel)) {
    throw new StudioError(403, `${file.rel} is refused: the Studio edits YAML (.yaml) and Markdown (.md) content files only.`);
  }
  const kind = kindOf(root, file.rel);
  if (!kind) {
    throw new StudioError(403, `${file.rel} is not something the Studio edits: it edits pages (content/pages/), content/site.yaml, blog posts (content/blog/*.md) and content files that have a schema in schemas/.`);
  }
  return { ...file, ...kind };
}
