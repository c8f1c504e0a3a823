import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../src/blog/types.ts';
import type { ContentProblem } from './problem.ts';
import { splitFrontMatter, type FrontMatterFile } from './blog-front-matter.ts';
import { contentFiles, type ContentFiles } from './content-files.ts';
import { nodeAtPath, positionAt } from './yaml-source.ts';
import { loadSchemas, type JsonSchema, type SchemaSet } from './schemas.ts';
import { validateYamlSource } from './validate-source.ts';
import { loadClaims, type ContentClaims } from './claims/index.ts';
import { postName } from './names.ts';

export const BLOG_DIR = 'content/blog';

export interface BlogPosts {
  /** Every valid post, drafts included, newest first. */
  posts: BlogPost[];
  problems: ContentProblem[];
  /** File text by relative path, for code frames. */
  sources: Map<string, string>;
}

/** Minutes to read a body at 200 words a minute, at least one. */
export function estimateReadingTime(body: string): number {
  const words = body.replace(/[#*_`>[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

type FrontMatter = Omit<BlogPost, 'id' | 'content' | 'featured' | 'tags' | 'reading_time' | 'views' | 'featured_image' | 'meta_title' | 'meta_description'> &
  Partial<Pick<BlogPost, 'featured' | 'reading_time' | 'views'>> & { tags?: string[]; featured_image?: string; meta_title?: string; meta_description?: string };

function toPost(data: FrontMatter, body: string): BlogPost {
  return {
    id: data.slug,
    title: data.title,
    slug: data.slug,
    excerpt: data.excerpt,
    content: body,
    author: data.author,
    featured_image: data.featured_image ?? null,
    featured: data.featured ?? false,
    published: data.published,
    published_at: data.published_at,
    tags: data.tags ?? [],
    reading_time: data.reading_time ?? estimateReadingTime(body),
    views: data.views ?? 0,
    meta_title: data.meta_title ?? null,
    meta_description: data.meta_description ?? null,
  };
}

/** Where a settings field is in the file (for checks beyond the schema). */
function locate(fm: FrontMatterFile, at: (string | number)[]): { line: number; col: number } {
  const { node } = nodeAtPath(fm.source, at);
  const pos = positionAt(fm.source, node?.range?.[0] ?? 0);
  return { line: pos.line + fm.lineOffset, col: pos.col };
}

/**
 * Reads, checks and converts every content/blog/*.md; problems point at file:line:col.
 * `io` lays unsaved drafts over the disk (see loadContent's options); `{{claim-id}}` in the settings and
 * the article text is resolved with `claims` (content/claims.yaml by default).
 */
export function loadBlogPosts(
  root: string,
  schemas: SchemaSet = loadSchemas(path.join(root, 'schemas')),
  io: ContentFiles = contentFiles(root),
  claims: ContentClaims = loadClaims(root, schemas),
): BlogPosts {
  const schema = JSON.parse(readFileSync(path.join(schemas.dir, 'blog-post.schema.json'), 'utf8')) as JsonSchema;
  const files = io.list(BLOG_DIR).filter((f) => f.endsWith('.md') && !f.includes('/'));
  const problems: ContentProblem[] = [];
  const sources = new Map<string, string>();
  const posts: BlogPost[] = [];
  const bySlug = new Map<string, string>();

  for (const name of files) {
    const file = `${BLOG_DIR}/${name}`;
    const text = io.read(file);
    sources.set(file, text);
    const problem = (line: number, col: number, message: string) => problems.push({ file, line, col, message });
    const fm = splitFrontMatter(file, text, io.parse);
    if (!fm) {
      problem(1, 1, 'A post starts with its settings between two lines of three dashes (---), then the article text. See schemas/blog-post.schema.json for the settings.');
      continue;
    }
    const resolved = claims.resolve(fm.source, { kind: 'blog post', schema }, fm.lineOffset);
    const body = claims.resolveBody(file, text, text.length - fm.body.length, fm.body);
    problems.push(...resolved, ...body.problems);
    const check = validateYamlSource(fm.source, schema, schemas, { lineOffset: fm.lineOffset, subject: 'blog post', name: (data) => postName(data, file) });
    if (check.problems.length) {
      problems.push(...check.problems);
      continue;
    }
    const front = check.data as FrontMatter;
    const before = problems.length;
    const at = (field: string) => locate(fm, [field]);
    if (name !== `${front.slug}.md`) {
      const { line, col } = at('slug');
      problem(line, col, `The slug is ${front.slug} but the file is called ${name}: rename the file to ${front.slug}.md (or change the slug) so each address is easy to find.`);
    }
    const earlier = bySlug.get(front.slug);
    if (earlier) {
      const { line, col } = at('slug');
      problem(line, col, `The slug ${front.slug} is already used by ${earlier}; every post needs its own address.`);
    }
    if (Number.isNaN(Date.parse(front.published_at))) {
      const { line, col } = at('published_at');
      problem(line, col, `${front.published_at} is not a real date.`);
    }
    if (front.featured_image?.startsWith('/') && !existsSync(path.join(root, 'content/public', front.featured_image.split(/[?#]/)[0]!))) {
      const { line, col } = at('featured_image');
      problem(line, col, `There is no picture ${front.featured_image} among the site's pictures: upload it, or correct the address.`);
    }
    if (!body.body.trim()) {
      problem(text.split('\n').length, 1, 'The article text is missing: write it below the second --- line.');
    }
    if (problems.length === before) {
      bySlug.set(front.slug, file);
      posts.push(toPost(front, body.body));
    }
  }
  posts.sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
  return { posts, problems, sources };
}
