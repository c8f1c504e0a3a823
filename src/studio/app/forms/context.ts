import type { FieldPathId, RJSFSchema } from '@rjsf/utils';
import type { Upload } from '../api/types.ts';
import { STUDIO_KIND } from '../schemas/bundle.ts';
import type { ClaimValues } from '../text/claimDom.ts';
import type { Tool } from '../text/formatting.ts';

/** What the Studio's own widgets need beyond the schema: the site's addresses, its files, uploads. */
export interface FormContext {
  /** Site addresses for the link picker, with the page title where known. */
  routes: { route: string; title?: string }[];
  /** Files under content/public, as site paths (/logos/openai.svg). */
  publicFiles: string[];
  upload: (file: File) => Promise<Upload | null>;
  /** The figures and facts by name, so text boxes show each {{claim}} as its value. */
  claims: ClaimValues;
  /** Opens a claim where it is defined (Figures and facts), at its value. */
  openClaim: (id: string) => void;
  /** The Studio's undo and redo, for text boxes that handle Ctrl+Z themselves. */
  undo: () => void;
  redo: () => void;
}

export const studioKind = (schema: RJSFSchema): string | undefined => {
  const kind = (schema as Record<string, unknown>)[STUDIO_KIND];
  return typeof kind === 'string' ? kind : undefined;
};

/** Fields the person does not fill in: the block's kind (fixed) and what the build fills in. */
export const isHiddenField = (schema: RJSFSchema): boolean => schema.const !== undefined || schema.readOnly === true;

/** The position of an array item in its list, when the field is one. */
export function itemIndex(fieldPathId: FieldPathId): number | undefined {
  const last = fieldPathId.path[fieldPathId.path.length - 1];
  return typeof last === 'number' ? last : undefined;
}

/** "Point 2" for the second item of a list of points; the plain title otherwise. */
export function fieldTitle(title: string | undefined, fieldPathId: FieldPathId): string {
  const index = itemIndex(fieldPathId);
  const base = title ?? '';
  return index === undefined ? base : `${base || 'Item'} ${index + 1}`;
}

/** The ids a field's input is described by: its help text and its errors, when shown. */
export function describedBy(id: string, parts: { help?: boolean; errors?: boolean }): string | undefined {
  const ids = [parts.help && `${id}__description`, parts.errors && `${id}__error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
export const imageFiles = (files: readonly string[]): string[] => files.filter((f) => IMAGE_FILE.test(f));

/**
 * A string field that holds a picture's address: one whose pattern takes a site path to a file and
 * a web address, but not mailto: (links take that). The schema says so, not a list of field names.
 */
export function isPictureAddress(schema: RJSFSchema): boolean {
  if (schema.type !== 'string' || typeof schema.pattern !== 'string') return false;
  try {
    const re = new RegExp(schema.pattern);
    return re.test('/images/picture.webp') && re.test('https://example.com/picture.webp') && !re.test('mailto:someone@example.com');
  } catch {
    return false;
  }
}

/** The formatting a formatted-text field takes (its schema's x-formatting), or undefined for plain text. */
export function formattingOf(schema: RJSFSchema): Tool[] | undefined {
  const tools = (schema as Record<string, unknown>)['x-formatting'];
  return Array.isArray(tools) ? (tools.filter((t) => typeof t === 'string') as Tool[]) : undefined;
}
