import { parse } from 'yaml';
import { splitFrontMatter } from '../blog-front-matter.ts';
import type { FileVersion } from './types.ts';

/**
 * A version's data (and a post's article text), read from its text when not given. YAML is read
 * as the site reads it (YAML 1.2, core schema); a text that cannot be read is an error for the
 * caller, who checks content before describing its changes.
 */
export function readVersion(file: string, version: FileVersion | undefined, isPost: boolean): { data: unknown; body?: string } | undefined {
  if (!version) return undefined;
  if (version.data !== undefined || version.text === undefined) return { data: version.data, body: version.body };
  if (!isPost) return { data: parse(version.text, { schema: 'core' }) as unknown };
  const split = splitFrontMatter(file, version.text);
  if (!split) throw new Error(`${file} does not start with its settings between two lines of three dashes (---).`);
  return { data: parse(split.source.text, { schema: 'core' }) as unknown, body: version.body ?? split.body };
}
