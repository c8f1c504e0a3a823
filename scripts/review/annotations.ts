import { changeAnnotation, type WordedChange } from '../content/changes/index.ts';
import { listWords } from '../content/words.ts';
import type { ChangeWords } from './words.ts';

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const key = (c: WordedChange) => `${c.file}\0${c.path.join('\0')}\0${c.kind}`;

/**
 * A GitHub annotation (`::notice file=…,line=…::…`) at the line of each change, so the pull
 * request's diff shows what it means beside the YAML; a claim's says where it shows.
 */
export function reviewAnnotations(words: ChangeWords): string[] {
  const shown = new Map(words.claims.map((c) => [key(c.change), c.shown.map((s) => (s.route === 'every page' ? 'every page' : s.name))]));
  return words.groups
    .flatMap((g) => g.changes)
    .filter((c) => c.line)
    .map((c) => {
      const pages = shown.get(key(c));
      return changeAnnotation(c) + (pages ? escapeData(pages.length ? ` (shown on ${listWords(pages)})` : ' (shown on no page)') : '');
    });
}
