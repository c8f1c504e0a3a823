import { existsSync, readdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../scripts/content/load.ts';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

const text = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');

describe('GET /__studio/api/files', () => {
  it('lists pages by route and title, the site settings, posts, routes, public files; no git in a plain folder', async () => {
    const { status, json } = await studio.api('GET', 'files');
    expect(status).toBe(200);
    const content = loadContent(studio.copy.dir);
    expect(json.pages.map((p: { route: string }) => p.route).sort()).toEqual(
      [...content.pages.map((p) => p.route)].sort(),
    );
    // Titles as visitors read them: a claim named in a title shows its value.
    for (const { file, page } of content.pages) {
      expect(json.pages.find((p: { path: string }) => p.path === file).title, file).toBe(page.seo.title);
    }
    expect(json.site).toEqual({ path: 'content/site.yaml' });
    expect(json.blog.map((b: { slug: string }) => b.slug).sort()).toEqual(content.posts.map((p) => p.slug).sort());
    expect(json.routes).toContain('/about');
    expect(json.routes).toContain(`/blog/${content.posts[0]!.slug}`);
    expect(json.routes).not.toContain('*');
    expect(json.publicFiles).toContain('/og/default.png');
    // Other content files with a schema of their own (claims.yaml, when the site has it).
    const others = readdirSync(studio.copy.file('content')).filter((f) => f.endsWith('.yaml') && f !== 'site.yaml' && existsSync(studio.copy.file(`schemas/${f.replace(/\.yaml$/, '')}.schema.json`)));
    expect(json.other.map((o: { path: string }) => o.path)).toEqual(others.map((f) => `content/${f}`));
    expect(json.git).toBe(false);
  });

  it('lists another content file once it has a schema of its own', async () => {
    writeFileSync(studio.copy.file('schemas/studio-test.schema.json'), JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', title: 'T', description: 'D', type: 'object' }));
    writeFileSync(studio.copy.file('content/studio-test.yaml'), 'a: 1\n');
    const { json } = await studio.api('GET', 'files');
    expect(json.other).toContainEqual({ path: 'content/studio-test.yaml', schema: 'schemas/studio-test.schema.json' });
    const check = await studio.api('POST', 'check', { path: 'content/studio-test.yaml', text: 'a: 2\n' });
    expect(check.json).toEqual({ problems: [], preview: { a: 2 } });
  });
});

describe('GET /__studio/api/file', () => {
  it('answers the text and the sha256 of the bytes on disk', async () => {
    const { status, json } = await studio.api('GET', 'file?path=content/pages/about.yaml');
    expect(status).toBe(200);
    expect(json.text).toBe(text('content/pages/about.yaml'));
    expect(json.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['../ traversal', 'content/../package.json'],
    ['a path outside content/', 'package.json'],
    ['an absolute path', '/etc/passwd'],
    ['an encoded traversal', 'content/pages/%2e%2e/%2e%2e/package.json'],
    ['a double-encoded traversal', 'content/%252e%252e/package.json'],
    ['a backslash traversal', 'content\\..\\package.json'],
    ['a script file inside content/', 'content/pages/evil.js'],
    ['a picture (not YAML or Markdown)', 'content/public/og/default.png'],
    ['a folder', 'content/pages'],
  ])('refuses %s with a plain sentence', async (_what, target) => {
    const { status, json } = await studio.api('GET', `file?path=${encodeURIComponent(target)}`);
    expect(status).toBe(403);
    expect(json.error).toMatch(/refused|not something the Studio edits/);
    expect(json.error).not.toMatch(/ENOENT|Error:|at .*\.ts/);
  });

  it('refuses a symbolic link that leads outside content/, for reading and for saving', async () => {
    const before = text('package.json');
    symlinkSync(studio.copy.file('package.json'), studio.copy.file('content/pages/linked.yaml'));
    symlinkSync(studio.copy.dir, studio.copy.file('content/pages/outside'));
    for (const target of ['content/pages/linked.yaml', 'content/pages/outside/schemas.yaml']) {
      const read = await studio.api('GET', `file?path=${encodeURIComponent(target)}`);
      expect(read.status).toBe(403);
      expect(read.json.error).toContain('outside content/');
      const save = await studio.api('POST', 'save', { path: target, text: 'x: 1\n', baseHash: null });
      expect(save.status).toBe(403);
    }
    expect(text('package.json')).toBe(before);
    // A link back to the project would make every later listing of content/pages endless.
    for (const link of ['content/pages/linked.yaml', 'content/pages/outside']) unlinkSync(studio.copy.file(link));
  });

  it('says when a file does not exist', async () => {
    const { status, json } = await studio.api('GET', 'file?path=content/pages/nothing-here.yaml');
    expect(status).toBe(404);
    expect(json.error).toBe('content/pages/nothing-here.yaml does not exist.');
  });
});
