import { describe, expect, it } from 'vitest';
import { codeIn } from '../../support/plain-words.ts';

// The checker the plain-words browser test uses (tests/browser/studio-plain-words.test.ts) finds each
// kind of code a person must never see, and lets plain sentences through.
describe('codeIn', () => {
  const kinds = (text: string) => codeIn(text).map((l) => l.kind);

  it('finds Markdown symbols', () => {
    for (const text of ['Make it **bold**', 'a __strong__ word', 'See [our work](/work)', 'Intro\n- first point', '# A heading', '## Another']) expect(kinds(text), text).toContain('Markdown');
  });
  it('finds {{tokens}}', () => {
    expect(kinds('…in {{visuals-delivery-hours}} hours')).toEqual(['token']);
  });
  it('finds file names and paths', () => {
    for (const text of ['content/pages/about.yaml is /about', 'site.yml', 'first-five-minutes.md', 'Uploaded as /images/team-photo.png', 'speed-to-lead.webp', 'in public/images', 'src/blocks'])
      expect(kinds(text), text).toContain('file name');
  });
  it('finds git words and commit names', () => {
    for (const text of ['the working tree with uncommitted changes', 'compared with HEAD~1', 'Commit these', 'on the branch studio/x', 'a merge conflict', 'push to origin', 'the repository', 'at 3f2a9c1', 'The review a pull request gets'])
      expect(kinds(text), text).toContain('git word');
  });
  it('finds data paths', () => {
    for (const text of ['JSON-LD › block 2 › mainEntity › 1 › acceptedAnswer › @type', 'blocks[2].items', 'at /blocks/2/items', '#/definitions/hero'])
      expect(kinds(text), text).toContain('data path');
  });
  it('lets plain words through', () => {
    const plain = [
      'All edits saved',
      'The address changes from /blog/first-five-minutes to /blog/first-five-minutes-renamed.',
      'What search engines read: the answer to question 2',
      'Your saved changes compared with the live site',
      'Replies within 24 hours, 7 days a week – 1,250 leads in 2026',
      'A headline is required: write a few words.',
      'Decaffed', // hex letters with no digit: a word, not a commit
    ];
    for (const text of plain) expect(codeIn(text), text).toEqual([]);
  });
  it('says where in the text it found each one', () => {
    expect(codeIn('Nothing here\nSaved "…in {{hours}} hours"')).toEqual([{ kind: 'token', snippet: 'Saved "…in {{hours}} hours"' }]);
  });
});
