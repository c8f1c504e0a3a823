import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../../scripts/content/load.ts';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { readPost, rewritePost } from '../yaml/post.ts';
import { rewriteYaml } from '../yaml/rewrite.ts';

// Saves that move a file or rename a claim, through the API of a real dev server on a git checkout.
let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio({ git: true });
}, 60_000);
afterAll(() => studio?.close());

const read = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');
const gitOut = (...args: string[]) => execFileSync('git', args, { cwd: studio.copy.dir, encoding: 'utf8' }).trim();
const open = async (rel: string) => (await studio.api('GET', `file?path=${rel}`)).json as { text: string; hash: string };

describe('saving with a new address or a renamed claim', { timeout: 30_000 }, () => {
  it('renames a post whose address changed, with git mv, and the old address leads to the new one', async () => {
    const post = loadContent(studio.copy.dir).posts.find((p) => p.published)!;
    const rel = `content/blog/${post.slug}.md`;
    const { text, hash } = await open(rel);
    const parts = readPost(text)!;
    const draft = rewritePost(text, { ...(parts.data as object), slug: `${post.slug}-new` }, parts.body);

    const check = await studio.api('POST', 'check', { path: rel, text: draft });
    expect(check.json.problems.filter((p: { severity?: string }) => p.severity !== 'warning')).toEqual([]);
    expect(check.json.plan).toMatchObject({ path: `content/blog/${post.slug}-new.md`, moved: { from: `/blog/${post.slug}`, to: `/blog/${post.slug}-new` } });

    const saved = await studio.api('POST', 'save', { path: rel, text: draft, baseHash: hash });
    expect(saved.status).toBe(200);
    expect(saved.json.path).toBe(`content/blog/${post.slug}-new.md`);
    expect(existsSync(studio.copy.file(rel))).toBe(false);
    expect(read(saved.json.path)).toBe(draft);
    expect(gitOut('diff', '--cached', '--name-status', '-M')).toMatch(new RegExp(`^R\\d+\\s+${rel}\\s+content/blog/${post.slug}-new\\.md$`, 'm'));
    expect((parse(read('content/site.yaml')) as { redirects: unknown[] }).redirects).toContainEqual({ from: `/blog/${post.slug}`, to: `/blog/${post.slug}-new` });
    expect(saved.json.others.map((o: { path: string }) => o.path)).toContain('content/site.yaml');
    const changes = (await studio.api('GET', 'changes')).json.files as { path: string; status: string; from?: string }[];
    expect(changes).toContainEqual(expect.objectContaining({ path: `content/blog/${post.slug}-new.md`, status: 'moved', from: rel }));
  });

  it('moves a page to a new address and every link to it follows, in one save', async () => {
    const content = loadContent(studio.copy.dir);
    const page = content.pages.find((p) => p.route !== '/' && !p.route.includes(':') && p.route !== '*' && read('content/site.yaml').includes(`href: ${p.route} }`))!;
    const { text, hash } = await open(page.file);
    const saved = await studio.api('POST', 'save', { path: page.file, text, baseHash: hash, plan: { route: `${page.route}-moved` } });
    expect(saved.status).toBe(200);
    expect(saved.json.path).toBe(`content/pages${page.route}-moved.yaml`);
    expect(read('content/site.yaml')).toContain(`href: ${page.route}-moved }`);
    expect(read('content/site.yaml')).not.toContain(`href: ${page.route} }`);
    expect(loadContent(studio.copy.dir).problems.filter((p) => p.severity !== 'warning')).toEqual([]);
  });

  it('renames a claim everywhere it is used when asked, and refuses the save while places still use the old name otherwise', async () => {
    const CLAIMS = 'content/claims.yaml';
    const use = loadContent(studio.copy.dir).claims.uses[0]!;
    const { text, hash } = await open(CLAIMS);
    const data = parse(text) as Record<string, Record<string, unknown>>;
    const group = data.figures?.[use.id] ? 'figures' : 'facts';
    data[group] = Object.fromEntries(Object.entries(data[group]!).map(([k, v]) => [k === use.id ? `${use.id}-renamed` : k, v]));
    const draft = rewriteYaml(text, data);
    const refused = await studio.api('POST', 'save', { path: CLAIMS, text: draft, baseHash: hash });
    expect(refused.status).toBe(422);
    const plan = { claimRenames: [{ from: use.id, to: `${use.id}-renamed` }] };
    const check = await studio.api('POST', 'check', { path: CLAIMS, text: draft, plan });
    expect(check.json.problems.filter((p: { severity?: string }) => p.severity !== 'warning')).toEqual([]);
    const saved = await studio.api('POST', 'save', { path: CLAIMS, text: draft, baseHash: hash, plan });
    expect(saved.status).toBe(200);
    expect(saved.json.others.length).toBeGreaterThan(0);
    expect(read(use.file)).toContain(`{{${use.id}-renamed}}`);
    expect(loadContent(studio.copy.dir).problems.filter((p) => p.severity !== 'warning')).toEqual([]);
  });
});
