import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTextRewriter, wordsOf } from './rewrite-text.ts';
import { emptyTally, rewriteFrontMatterFile, rewriteYaml, type RewriteTally } from './rewrite-values.ts';
import { loadSchemaIndex } from './schema-walk.ts';

/**
 * Which schema checks which content file. A YAML or markdown file under content/ that no row
 * covers stops the rewrite, so a new kind of content file is never left out of the proof.
 */
export const CONTENT_FILES: { pattern: RegExp; schema: string; frontMatter?: true }[] = [
  { pattern: /^content\/site\.ya?ml$/, schema: 'site.schema.json' },
  { pattern: /^content\/claims\.ya?ml$/, schema: 'claims.schema.json' },
  { pattern: /^content\/pages\/.+\.ya?ml$/, schema: 'page.schema.json' },
  { pattern: /^content\/blog\/[^/]+\.md$/, schema: 'blog-post.schema.json', frontMatter: true },
];

/** Files under content/ that carry copy (pictures and other files in content/public are not). */
function contentFiles(root: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const name of readdirSync(path.join(root, rel)).sort()) {
      const file = `${rel}/${name}`;
      if (file === 'content/public') continue;
      if (statSync(path.join(root, file)).isDirectory()) visit(file);
      else if (/\.(ya?ml|md)$/.test(name)) out.push(file);
    }
  };
  visit('content');
  return out;
}

export interface RewriteReport extends RewriteTally {
  files: string[];
}

/**
 * Rewrites every text, figure and label of a project's content/ in place into other valid values of
 * the same schema and structure. Meant for a throwaway copy (tests/support/project-copy.ts).
 */
export function rewriteProject(root: string, seed = 'content-proof'): RewriteReport {
  const index = loadSchemaIndex(path.join(root, 'schemas'));
  const files = contentFiles(root);
  const texts = new Map(files.map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));
  const vocabulary = new Set([...texts.values()].flatMap(wordsOf));
  const rewriter = createTextRewriter(seed, vocabulary);
  const tally = emptyTally();
  for (const [file, text] of texts) {
    const row = CONTENT_FILES.find((r) => r.pattern.test(file));
    if (!row) throw new Error(`${file}: no schema is known for this file. Add it to CONTENT_FILES in scripts/proof/rewrite-project.ts.`);
    if (!index.has(row.schema)) throw new Error(`${file}: schemas/${row.schema} does not exist.`);
    const schema = { schema: index.get(row.schema)!, at: `${row.schema}#` };
    const rewrite = row.frontMatter ? rewriteFrontMatterFile : rewriteYaml;
    texts.set(file, rewrite(text, schema, index, rewriter, file, tally));
  }
  for (const [file, text] of texts) writeFileSync(path.join(root, file), text);
  return { files, ...tally };
}
