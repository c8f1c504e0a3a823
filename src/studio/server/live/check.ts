import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../../../scripts/content/load.ts';
import type { ContentProblem } from '../../../../scripts/content/problem.ts';
import type { BlogPost } from '../../../blog/types.ts';
import { readPost } from '../../yaml/post.ts';
import { pictureIsLive, type LiveSite } from './pictures.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What the table says about an address: the id of another post that has it now or had it while live. */
export type AddressOwner = (slug: string) => Promise<{ id: string; current: boolean } | undefined>;

export interface LiveCheck {
  problems: ContentProblem[];
  /** The post as the site will show it (only without mistakes): the preview draws it. */
  preview?: BlogPost;
}

const problemAt = (file: string, field: string, message: string): ContentProblem => ({ file, line: 1, col: 1, message, path: [field] });

/**
 * Checks a live post's text with the same checks as an embedded post (`npm run validate`: the
 * settings, headings, links, allowed formatting), as if it were the only post in content/blog
 * (with the live table, the site shows the table's posts, not the files). Then what only the table
 * knows: an address no other post has, and, for a post that would be public, a picture that is live.
 */
export async function checkLivePost(root: string, livePath: string, text: string, deps: { owner: AddressOwner; id?: string; site: LiveSite; now?: Date }): Promise<LiveCheck> {
  const data = (readPost(text)?.data ?? {}) as Record<string, unknown>;
  const slug = typeof data.slug === 'string' && SLUG.test(data.slug) ? data.slug : 'post';
  const file = `content/blog/${slug}.md`;
  const blogDir = path.join(root, 'content/blog');
  const embedded = existsSync(blogDir) ? readdirSync(blogDir).filter((f) => f.endsWith('.md')).map((f) => `content/blog/${f}`) : [];
  const content = loadContent(root, path.join(root, 'schemas'), { overrides: new Map([[file, text]]), removed: new Set(embedded.filter((f) => f !== file)) });
  const problems = content.problems.filter((p) => p.file === file).map((p) => ({ ...p, file: livePath }));
  const post = content.posts.find((p) => p.slug === slug);
  if (post) {
    const owner = await deps.owner(post.slug);
    if (owner && owner.id !== deps.id) {
      problems.push(
        problemAt(livePath, 'slug', owner.current
          ? `Another post already has the address /blog/${post.slug}: every post needs its own address.`
          : `/blog/${post.slug} was the address of another post and still leads to it: choose another address.`),
      );
    }
    const at = Date.parse(post.published_at);
    const goesLive = post.published && at <= (deps.now ?? new Date()).getTime() + 60_000;
    if (goesLive && post.featured_image && !(await pictureIsLive(root, deps.site, post.featured_image))) {
      problems.push(
        problemAt(livePath, 'featured_image', `The picture ${post.featured_image} is not on the live site yet: it goes live with the next publish of the site. Until then the post cannot be public: give it a later date (it waits as scheduled) or untick Published.`),
      );
    }
  }
  return { problems, ...(post && !problems.some((p) => p.severity !== 'warning') ? { preview: post } : {}) };
}
