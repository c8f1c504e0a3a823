import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { stringify } from 'yaml';
import { dateText } from '../../src/studio/live/dates.ts';
import type { BlogRow } from '../../src/studio/server/live/text.ts';

/** A row as pg reads it: the Studio's row of the blogs table, with the columns only the export needs. */
type Row = Omit<BlogRow, 'id' | 'version' | 'updated_at' | 'deleted_at'> & { created_at: Date; views: string };

/** A row as content/blog/<slug>.md: the settings `npm run db:load-posts` reads back to the same row. */
export function postFile(row: Row): string {
  const settings = {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    author: row.author,
    ...(row.featured_image ? { featured_image: row.featured_image } : {}),
    featured: row.featured,
    published: row.published,
    // A draft has no date in the table; the file needs one: the day it was written.
    published_at: dateText(row.published_at ?? new Date(`${row.created_at.toISOString().slice(0, 10)}T00:00:00Z`)),
    tags: row.tags,
    reading_time: row.reading_time,
    views: Number(row.views),
    ...(row.meta_title ? { meta_title: row.meta_title } : {}),
    ...(row.meta_description ? { meta_description: row.meta_description } : {}),
  };
  return `---\n${stringify(settings, { lineWidth: 0 })}---\n${row.content}`;
}

/**
 * Writes every post of the blogs table (drafts and scheduled posts too; deleted ones not) into
 * `root`/content/blog, one file per post named by its address. Files of posts the table does not
 * have are left alone. Returns what was written, and the old addresses the site should forward.
 */
export async function exportPostsFromDatabase(client: pg.ClientBase, root: string): Promise<{ written: string[]; kept: string[]; moved: { from: string; to: string }[] }> {
  const { rows } = await client.query<Row>(
    `select title, slug, excerpt, content, author, featured_image, featured, published, published_at, created_at, tags, reading_time, views::text as views, meta_title, meta_description, previous_slugs
       from public.blogs where deleted_at is null order by slug`,
  );
  const dir = path.join(root, 'content/blog');
  mkdirSync(dir, { recursive: true });
  const written = rows.map((row) => {
    writeFileSync(path.join(dir, `${row.slug}.md`), postFile(row));
    return `content/blog/${row.slug}.md`;
  });
  const kept = readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => `content/blog/${f}`).filter((f) => !written.includes(f));
  const moved = rows.flatMap((row) => row.previous_slugs.map((from) => ({ from: `/blog/${from}`, to: `/blog/${row.slug}` })));
  return { written, kept, moved };
}

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set. Give the database connection string, for example:\n' +
        '  DATABASE_URL="postgresql://postgres:<password>@db.<project>.supabase.co:5432/postgres?sslmode=require" npm run db:export-posts',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { written, kept, moved } = await exportPostsFromDatabase(client, root);
    console.log(`Wrote ${written.length} posts from the blogs table into content/blog.`);
    if (kept.length) console.log(`Left alone (not in the table): ${kept.join(', ')}.`);
    if (moved.length) {
      console.log('Old addresses the live site forwarded; to keep them working without the table, add them to the moved addresses in content/site.yaml:');
      for (const m of moved) console.log(`  ${m.from} → ${m.to}`);
    }
  } finally {
    await client.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Exporting posts failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
