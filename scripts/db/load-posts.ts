import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { BlogPost } from '../../src/blog/types.ts';
import { loadBlogPosts } from '../content/blog-posts.ts';
import { blockingProblems, formatProblem } from '../content/problem.ts';

const COLUMNS = ['title', 'slug', 'excerpt', 'content', 'author', 'featured_image', 'featured', 'published', 'published_at', 'tags', 'reading_time', 'views', 'meta_title', 'meta_description'] as const;
// Everything but the view count is the file's to decide; the count belongs to the live site.
const UPDATED = COLUMNS.filter((c) => c !== 'slug' && c !== 'views');

const UPSERT = `
  insert into public.blogs (${COLUMNS.join(', ')})
  values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
  on conflict (slug) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')}
  returning (xmax = 0) as inserted`;

/**
 * Writes posts into the blogs table, matched by slug: new posts are added, existing ones updated
 * (their view count is kept). Runs in one transaction: all posts are loaded, or none.
 */
export async function loadPostsIntoDatabase(client: pg.ClientBase, posts: readonly BlogPost[]): Promise<{ added: number; updated: number }> {
  let added = 0;
  await client.query('begin');
  try {
    // Dates written without a time are midnight UTC, as the site shows them.
    await client.query(`set local time zone 'UTC'`);
    for (const post of posts) {
      const { rows } = await client.query<{ inserted: boolean }>(UPSERT, COLUMNS.map((c) => post[c]));
      if (rows[0]?.inserted) added++;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return { added, updated: posts.length - added };
}

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set. Give the database connection string, for example:\n' +
        '  DATABASE_URL="postgresql://postgres:<password>@db.<project>.supabase.co:5432/postgres?sslmode=require" npm run db:load-posts',
    );
    process.exit(1);
  }
  const { posts, problems: found, sources } = loadBlogPosts(root);
  const problems = blockingProblems(found);
  if (problems.length) {
    for (const p of problems) console.error(formatProblem(p, sources.get(p.file)));
    console.error(`\nNothing was loaded: fix the ${problems.length} problem${problems.length === 1 ? '' : 's'} above first.`);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { added, updated } = await loadPostsIntoDatabase(client, posts);
    const drafts = posts.filter((p) => !p.published).length;
    console.log(`Loaded ${posts.length} posts from content/blog into the blogs table: ${added} added, ${updated} updated (${drafts} unpublished).`);
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Loading posts failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
