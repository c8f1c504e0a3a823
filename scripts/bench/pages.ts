import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isScalar, parseDocument, type Scalar } from 'yaml';

/** The page the generated ones copy: a long service page, the shape most agency landing pages take. */
export const TEMPLATE_PAGE = 'content/pages/services/lead-generation-systems.yaml';

/** Where the generated pages go (content/pages/bench/1.yaml is /bench/1). */
export const GENERATED_DIR = 'content/pages/bench';

const MAX_TITLE = 70;

/**
 * Writes `count` valid pages into a project copy: the template page byte for byte, but with its
 * own search title each (two pages may not share one), so they validate and build like pages
 * written by hand. `shape` changes the template's text first (the peer comparison keeps only the shared blocks).
 */
export function generatePages(root: string, count: number, template = TEMPLATE_PAGE, shape = (text: string) => text): string[] {
  const text = shape(readFileSync(path.join(root, template), 'utf8'));
  const node = parseDocument(text).getIn(['seo', 'title'], true) as Scalar<string> | undefined;
  if (!isScalar(node) || !node.range) throw new Error(`${template} has no seo.title to vary`);
  const [start, end] = node.range;
  const dir = path.join(root, GENERATED_DIR);
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 1; i <= count; i++) {
    const title = JSON.stringify(`${i} · ${String(node.value)}`.slice(0, MAX_TITLE));
    const file = path.join(dir, `${i}.yaml`);
    writeFileSync(file, text.slice(0, start) + title + text.slice(end));
    files.push(file);
  }
  return files;
}
