import { parse, stringify } from 'yaml';
import { CLOSING, OPENING } from '../../../scripts/content/blog-front-matter.ts';
import { cleanData } from './data.ts';
import { WRITE_OPTIONS } from './render.ts';
import { rewriteYaml } from './rewrite.ts';

/** A blog post file in its parts; `opening + settings + closing + body` is the file, byte for byte. */
export interface PostParts {
  opening: string;
  /** The YAML between the two `---` lines. */
  settings: string;
  /** The closing `---` line and the line break after it. */
  closing: string;
  /** The article text (Markdown). */
  body: string;
}

/** Splits a post the way the site reads it (scripts/content/blog-front-matter.ts); null without settings. */
export function splitPost(text: string): PostParts | null {
  const opening = OPENING.exec(text);
  if (!opening) return null;
  const rest = text.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return null;
  const after = rest.slice(closing.index + closing[0].length);
  const lineBreak = /^\r?\n/.exec(after)?.[0] ?? '';
  return { opening: opening[0], settings: rest.slice(0, closing.index), closing: closing[0] + lineBreak, body: after.slice(lineBreak.length) };
}

/** The settings as data and the body as text, for the form and the Markdown editor. */
export function readPost(text: string): { data: unknown; body: string } | null {
  const parts = splitPost(text);
  return parts && { data: parse(parts.settings) as unknown, body: parts.body };
}

/**
 * A post with new settings and body: the settings go through rewriteYaml (only changed lines
 * move), the body is the text as typed. A file without settings gets a settings block.
 */
export function rewritePost(originalText: string, data: unknown, body: string): string {
  const parts = splitPost(originalText);
  if (!parts) return `---\n${stringify(cleanData(data), WRITE_OPTIONS)}---\n${body}`;
  return parts.opening + rewriteYaml(parts.settings, data) + parts.closing + body;
}
