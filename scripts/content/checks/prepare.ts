import type { Block, Page } from '../../../src/generated/content.ts';
import { sentence, type Places } from '../places.ts';
import { PrepareError, prepareBlock } from '../prepare.ts';
import type { ContentProblem } from '../problem.ts';
import { locate } from '../validate-source.ts';
import { textPosition } from '../text-position.ts';
import type { YamlSource } from '../yaml-source.ts';

/**
 * Runs the build-time preparation (markdown, code highlighting) as a check, so that a mistake in
 * a legal text or a code sample is reported by `npm run validate` at its line like any other.
 * `prepared` is given each page's prepared blocks when all of them prepared (the build renders them).
 */
export function preparationProblems<P extends { file: string; page: Page }>(
  pages: P[],
  sources: Map<string, YamlSource>,
  placesOf: (page: P) => Places,
  prepared?: (entry: P, blocks: Block[]) => void,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of pages) {
    const { file, page } = entry;
    const source = sources.get(file);
    if (!source) continue;
    const places = placesOf(entry);
    const before = problems.length;
    const blocks = page.blocks.map((block, i) => {
      try {
        return prepareBlock(block);
      } catch (err) {
        if (!(err instanceof PrepareError)) throw err;
        const path = ['blocks', i, ...err.path];
        const message = sentence(places.where(['blocks', i]), `${err.reason.charAt(0).toUpperCase()}${err.reason.slice(1)}.`);
        problems.push(atTextLine(source, path, err.textLine) ?? locate(source, { path, at: 'value', message }));
        Object.assign(problems[problems.length - 1]!, { message, path }, err.hint ? { hint: err.hint } : {});
        return block;
      }
    });
    if (prepared && problems.length === before) prepared(entry, blocks);
  }
  return problems;
}

/** For a `|` or `>` block of text, the file line of a line inside the text. */
function atTextLine(source: YamlSource, path: (string | number)[], textLine?: number): ContentProblem | undefined {
  const at = textLine ? textPosition(source, path, textLine) : undefined;
  return at && { file: source.file, line: at.line, col: at.col, message: '' };
}
