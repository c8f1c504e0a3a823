import { claimValues, describeChanges, placesOf, type ChangeSchemas, type ClaimValues, type WordedChange } from '../../../../scripts/content/changes/index.ts';
import { parse } from 'yaml';
import { CLAIMS_FILE_PATH, contentKind, fileName, SITE_FILE } from '../../../../scripts/content/names.ts';
import type { JsonSchema } from '../../../../scripts/content/schemas.ts';
import { schemaFiles } from '../schemas/index.ts';

// The Studio's side of the shared "changes in words" (scripts/content/changes): the same names of
// places and the same sentences as the review of a pull request and `npm run validate`.

const raw = (file: string): JsonSchema => (schemaFiles.get(file) ?? {}) as JsonSchema;

/** The schemas as the engine wants them: the site's set, the blog post's and the claims file's. */
export const changeSchemas: ChangeSchemas = {
  common: raw('common.schema.json'),
  page: raw('page.schema.json'),
  site: raw('site.schema.json'),
  blocks: new Map(
    [...schemaFiles]
      .filter(([file]) => file.startsWith('blocks/'))
      .flatMap(([, schema]): [string, JsonSchema][] => {
        const type = (schema.properties as { type?: { const?: unknown } } | undefined)?.type?.const;
        return typeof type === 'string' ? [[type, schema as JsonSchema]] : [];
      }),
  ),
  post: raw('blog-post.schema.json'),
  claims: raw('claims.schema.json'),
};

/** The data of the site settings and the claims, as saved and as edited, for naming and for values. */
export interface Surroundings {
  site: { before?: unknown; after?: unknown };
  claims: { before?: unknown; after?: unknown };
}

/** A saved change's text before or after, as the engine is given it. */
interface SavedText {
  path: string;
  before?: string | null;
  after?: string | null;
}

const parsed = (text: string | null | undefined): unknown => {
  if (typeof text !== 'string') return undefined;
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The surroundings of saved changes (last commit → saved files): the site settings and claims as
 * they were at the last commit and as saved, not as being edited. So a figure renamed since the
 * last commit still shows by its value in a sentence that used its old name, never as `{{old-name}}`.
 */
export function savedSurroundings(files: readonly SavedText[], around: Surroundings): Surroundings {
  const side = (file: string, saved: unknown) => {
    const change = files.find((f) => f.path === file);
    if (!change) return { before: saved, after: saved };
    return { before: change.before === undefined ? saved : parsed(change.before), after: change.after === undefined ? saved : parsed(change.after) };
  };
  return { site: side(SITE_FILE, around.site.before), claims: side(CLAIMS_FILE_PATH, around.claims.before) };
}

const values = (data: unknown): ClaimValues | undefined => (data === undefined ? undefined : claimValues(data));

/** What changes between two texts of a content file, in words (empty: nothing a reader would see). */
export function wordedChanges(file: string, before: string | undefined, after: string | undefined, around: Surroundings): WordedChange[] {
  try {
    return describeChanges({
      file,
      ...(before !== undefined ? { before: { text: before } } : {}),
      ...(after !== undefined ? { after: { text: after } } : {}),
      schemas: changeSchemas,
      claims: { before: values(around.claims.before ?? around.claims.after), after: values(around.claims.after ?? around.claims.before) },
      site: around.site,
    });
  } catch {
    // A file that cannot be read (half-typed elsewhere): its lines are still one click away.
    return [];
  }
}

/** A field of a file in words ("Home › Hero › Headline"), from the file's data. */
export function placeOf(file: string, data: unknown, path: (string | number)[], site: unknown): string {
  const kind = contentKind(file);
  if (!kind) return path.join(' › ');
  const places = placesOf(file, kind, data, changeSchemas, site);
  if (kind === 'post' && path[0] === 'body') return `${fileName(file, data)} › Article text`;
  return places.where(path) || fileName(file, data, { site });
}
