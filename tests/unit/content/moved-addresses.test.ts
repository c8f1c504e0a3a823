import { describe, expect, it } from 'vitest';
import { blockingProblems } from '../../../scripts/content/problem.ts';
import { JARGON } from './jargon.ts';
import { editedFixture, load } from '../claims/fixture-site.ts';

// The site settings' "Moved addresses", on a copy of a small site with pages /, /about, /news and a blog.
function movedProblems(entries: string) {
  const copy = editedFixture({ 'site.yaml': (t) => `${t}redirects:\n${entries}` });
  try {
    return load(copy.root).problems.filter((p) => p.file === 'content/site.yaml').map((p) => `${p.line}:${p.col} ${p.message}`);
  } finally {
    copy.remove();
  }
}

describe('moved addresses', () => {
  it('take an old address that is no page any more to a page, a published post or a full address', () => {
    const copy = editedFixture({
      'site.yaml': (t) => `${t}redirects:\n  - { from: /old-about, to: /about }\n  - { from: /blog/old-post, to: /blog/first-post }\n  - { from: /gone, to: "https://example.com/" }\n`,
      'pages/blog/[slug].yaml': 'seo: { title: A post, description: One post of the blog. }\nblocks:\n  - type: blog-article\n    ctaHeading: Talk to us\n    ctaButton: { label: Book, href: /about }\n',
    });
    try {
      expect(blockingProblems(load(copy.root).problems)).toEqual([]);
    } finally {
      copy.remove();
    }
  });

  it('refuse an old address that is still a page, in plain words at its line', () => {
    const [problem, ...rest] = movedProblems('  - { from: /about, to: /news }\n');
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^\d+:\d+ Site settings › Moved address 1: "\/about" is still a page of this site, so nobody would ever be sent on from it\./);
    expect(problem).not.toMatch(JARGON);
  });

  it('refuse a new address that is no page, and one that has itself moved', () => {
    expect(movedProblems('  - { from: /old, to: /nowhere }\n')).toEqual([expect.stringContaining('Site settings › Moved address 1: "/nowhere" is not a page of this site.')]);
    expect(movedProblems('  - { from: /a, to: /b }\n  - { from: /b, to: /about }\n')).toEqual([
      expect.stringContaining('Site settings › Moved address 1: "/b" has itself moved to "/about" (entry 2). Write "/about" here'),
    ]);
  });

  it('refuse a circle of moves and the same old address twice', () => {
    const loop = movedProblems('  - { from: /a, to: /b }\n  - { from: /b, to: /a }\n');
    expect(loop).toHaveLength(2);
    expect(loop[0]).toContain('the moves "/a" → "/b" → "/a" go round in a circle');
    expect(movedProblems('  - { from: /self, to: /self }\n')).toEqual([expect.stringContaining('"/self" → "/self" go round in a circle')]);
    expect(movedProblems('  - { from: /a, to: /about }\n  - { from: /a/, to: /news }\n')).toEqual([expect.stringContaining('Site settings › Moved address 2: "/a/" is already moved by entry 1.')]);
  });
});
