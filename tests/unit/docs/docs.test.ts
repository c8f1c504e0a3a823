import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, checkDoc } from '../../../scripts/docs/check-docs.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const guides = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the guides', () => {
  it.each(guides)('%s shows only commands, paths, links and pictures that exist', (file) => {
    expect(checkDoc(root, file, read(file), scripts)).toEqual([]);
  });

  it('has one guide per reader, each saying who it is for and what they can do after it', () => {
    for (const name of ['editing', 'reviewing', 'deploying', 'developing', 'performance']) {
      const text = read(`docs/${name}.md`);
      expect(text, name).toMatch(/\*\*For:\*\*/);
      expect(text, name).toMatch(/\*\*After reading it you can:\*\*/);
    }
  });

  it('keeps the README to what a newcomer reads in two minutes', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
  });
});

describe('checkDoc fails a guide that went stale', () => {
  const doc = (text: string) => checkDoc(root, 'docs/example.md', text, scripts);

  it('names a command that package.json no longer has', () => {
    expect(doc('Run `npm run validate` and then npm run valdiate.\n')).toEqual([{ file: 'docs/example.md', line: 1, what: '"npm run valdiate" is not a script in package.json' }]);
  });

  it('names a command inside a code block', () => {
    expect(doc('```sh\nnpm run bild\n```\n').map((p) => p.line)).toEqual([2]);
  });

  it('names a path that was renamed', () => {
    expect(doc('The registry is `src/blocks/registry.ts`; the old one was `src/blocks/registery.ts`.\n')).toEqual([{ file: 'docs/example.md', line: 1, what: 'the path src/blocks/registery.ts does not exist' }]);
  });

  it('names a link or picture that leads nowhere, and a heading that is gone', () => {
    const problems = doc('[ok](editing.md) [gone](editng.md) ![pic](pictures/nope.png) [heading](editing.md#no-such-heading) [web](https://example.com)\n');
    expect(problems.map((p) => p.what)).toEqual([
      'the link editng.md leads to no file',
      'the link pictures/nope.png leads to no file',
      'the link editing.md#no-such-heading names no heading of docs/editing.md',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect(anchorOf('Security headers (`dist/_headers`)')).toBe('security-headers-dist_headers');
    expect(anchorOf('Changing copy (no programming needed)')).toBe('changing-copy-no-programming-needed');
  });
});
