import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadContent } from '../../../scripts/content/load.ts';
import { blockingProblems } from '../../../scripts/content/problem.ts';
import { copyProject, type ProjectCopy } from '../../../tests/support/project-copy.ts';
import { changedLines } from '../../../tests/support/studio-content.ts';
import { readPost, rewritePost } from '../yaml/post.ts';
import { moveInText, movedHref, renameClaimInText, withMovedAddress } from './addresses.ts';
import { planChanges } from './plan.ts';

// What else a save writes when an address or a claim's name changes, on a copy of the project.
let copy: ProjectCopy;
beforeAll(() => {
  copy = copyProject({ prefix: 'studio-plan-' });
});
afterAll(() => copy?.remove());

const read = (rel: string) => readFileSync(copy.file(rel), 'utf8');
const content = () => loadContent(copy.dir);
/** Every link value to a site address in the project's content, by file. */
const linksTo = (address: string) =>
  content()
    .pages.filter((p) => JSON.stringify(p.page).includes(`"${address}"`) || JSON.stringify(p.page).includes(`](${address})`))
    .map((p) => p.file);

describe('addresses in text', () => {
  it('moves an address with its section or query, and nothing that only starts the same', () => {
    expect(movedHref('/about', '/about', '/company')).toBe('/company');
    expect(movedHref('/about/#team', '/about', '/company')).toBe('/company#team');
    expect(movedHref('/about?x=1', '/about', '/company')).toBe('/company?x=1');
    expect(movedHref('/about-us', '/about', '/company')).toBeUndefined();
    expect(movedHref('/about/team', '/about', '/company')).toBeUndefined();
    expect(moveInText('See [us](/about), [them](/about#x), [others](/about-us) and\n[ref]: /about\n', '/about', '/company')).toBe(
      'See [us](/company), [them](/company#x), [others](/about-us) and\n[ref]: /company\n',
    );
  });

  it('keeps the moved-address list free of chains and of pages that exist again', () => {
    expect(withMovedAddress([{ from: '/older', to: '/about' }, { from: '/company', to: '/elsewhere' }], '/about', '/company')).toEqual([
      { from: '/older', to: '/company' },
      { from: '/about', to: '/company' },
    ]);
    expect(withMovedAddress(undefined, '/a', '/b')).toEqual([{ from: '/a', to: '/b' }]);
  });

  it('renames a claim wherever it is written, spaces inside the braces or not', () => {
    expect(renameClaimInText('a {{rows}} b {{ rows }} c {{rows-2}}', 'rows', 'data-rows')).toBe('a {{data-rows}} b {{data-rows}} c {{rows-2}}');
  });
});

describe('planChanges', () => {
  it('moves a page: new file name, every link to it follows, the old address leads to the new one', () => {
    const page = content().pages.find((p) => p.route !== '/' && !p.route.includes(':') && p.route !== '*' && linksTo(p.route).some((f) => f !== p.file))!;
    const to = `${page.route}-moved`;
    const text = read(page.file);
    const plan = planChanges(copy.dir, page.file, { kind: 'page', schema: 'schemas/page.schema.json' }, text, { route: to });
    expect(plan.path).toBe(`content/pages${to}.yaml`);
    expect(plan.moved).toEqual({ from: page.route, to });
    const site = plan.others.find((o) => o.path === 'content/site.yaml')!;
    expect((parse(site.after) as { redirects: unknown[] }).redirects).toContainEqual({ from: page.route, to });
    // Everything else in each file stays as it was: only lines with the address change.
    for (const other of plan.others) {
      const { removed, added } = changedLines(other.before, other.after);
      expect(removed.every((l) => l.includes(page.route)), other.path).toBe(true);
      expect(added.every((l) => l.includes(to) || /^redirects:$|^ +- from: /.test(l)), other.path).toBe(true);
    }
    // The whole set checks clean, with the old file gone.
    const overrides = new Map([[plan.path, plan.text], ...plan.others.map((o): [string, string] => [o.path, o.after])]);
    const after = loadContent(copy.dir, undefined, { overrides, removed: new Set([page.file]) });
    expect(blockingProblems(after.problems)).toEqual([]);
    expect(after.pages.map((p) => p.route)).toContain(to);
    expect(after.pages.map((p) => p.route)).not.toContain(page.route);
    // It checks the whole site twice (the first time with cold caches): seconds on a busy shared machine.
  }, 20_000);

  it('refuses a page address that is taken or not an address, and the home page moving', () => {
    const [a, b] = content().pages.filter((p) => p.route !== '/' && !p.route.includes(':') && p.route !== '*');
    const kind = { kind: 'page' as const, schema: 'schemas/page.schema.json' };
    expect(() => planChanges(copy.dir, a!.file, kind, read(a!.file), { route: b!.route })).toThrow(/already a page/);
    expect(() => planChanges(copy.dir, a!.file, kind, read(a!.file), { route: 'No Spaces' })).toThrow(/starts with \//);
    expect(() => planChanges(copy.dir, 'content/pages/index.yaml', kind, read('content/pages/index.yaml'), { route: '/home' })).toThrow(/fixed/);
  });

  it('moves a post when its address changes, and leaves it where it is otherwise', () => {
    const post = content().posts[0]!;
    const rel = `content/blog/${post.slug}.md`;
    const kind = { kind: 'post' as const, schema: 'schemas/blog-post.schema.json' };
    expect(planChanges(copy.dir, rel, kind, read(rel))).toEqual({ from: rel, path: rel, text: read(rel), others: [] });
    const parts = readPost(read(rel))!;
    const text = rewritePost(read(rel), { ...(parts.data as object), slug: `${post.slug}-renamed` }, parts.body);
    const plan = planChanges(copy.dir, rel, kind, text);
    expect(plan.path).toBe(`content/blog/${post.slug}-renamed.md`);
    expect(plan.moved).toEqual({ from: `/blog/${post.slug}`, to: `/blog/${post.slug}-renamed` });
    expect(plan.others.map((o) => o.path)).toContain('content/site.yaml');
  });

  it('renames a claim in every file that uses it', () => {
    const claim = content().claims.uses[0]!;
    const plan = planChanges(copy.dir, 'content/claims.yaml', { kind: 'other', schema: 'schemas/claims.schema.json' }, read('content/claims.yaml'), { claimRenames: [{ from: claim.id, to: `${claim.id}-renamed` }] });
    const files = [...new Set(content().claims.uses.filter((u) => u.id === claim.id).map((u) => u.file))].sort();
    expect(plan.others.map((o) => o.path).sort()).toEqual(files);
    for (const o of plan.others) {
      expect(o.after).not.toMatch(new RegExp(`\\{\\{\\s*${claim.id}\\s*\\}\\}`));
      expect(o.after).toContain(`{{${claim.id}-renamed}}`);
    }
  });
});
