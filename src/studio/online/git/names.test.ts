import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { branchName, commitId, personBranch, remoteUrl } from './names.ts';
import { fileFor } from './preview-files.ts';

describe('what reaches git from outside', () => {
  it('takes a person id only as letters, digits, - and _', () => {
    expect(personBranch('u_12-ab')).toBe('studio/people/u_12-ab');
    for (const bad of ['--upload-pack=x', '../main', 'a b', '', 'a/b', '-x']) expect(() => personBranch(bad)).toThrow(/characters/);
  });

  it('takes a change only as a full commit id', () => {
    expect(commitId('a'.repeat(40))).toBe('a'.repeat(40));
    for (const bad of ['HEAD', '--all', 'a'.repeat(39), `${'a'.repeat(40)} `, 42]) expect(() => commitId(bad)).toThrow(/not named the right way/);
  });

  it('refuses a main branch that is not a plain name, and a remote that is an option or holds a password', () => {
    expect(branchName('main')).toBe('main');
    for (const bad of ['-main', 'a..b', 'x.lock', 'a b', 'a/']) expect(() => branchName(bad)).toThrow();
    expect(remoteUrl('git@host:org/site.git')).toBe('git@host:org/site.git');
    expect(remoteUrl('https://deploy@host/org/site.git')).toBe('https://deploy@host/org/site.git');
    expect(() => remoteUrl('--upload-pack=touch /tmp/x')).toThrow(/git URL/);
    expect(() => remoteUrl('https://deploy:s3cret@host/org/site.git')).toThrow(/password or token/);
  });
});

describe('a preview path to a built file', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'preview-files-'));
  mkdirSync(path.join(dist, 'blog'));
  for (const f of ['index.html', 'about.html', 'blog/x.html', 'robots.txt']) writeFileSync(path.join(dist, f), f);

  it('serves pages by their address, files as they are', () => {
    expect(fileFor(dist, '/')).toBe(path.join(dist, 'index.html'));
    expect(fileFor(dist, '/about')).toBe(path.join(dist, 'about.html'));
    expect(fileFor(dist, '/blog/x')).toBe(path.join(dist, 'blog/x.html'));
    expect(fileFor(dist, '/robots.txt')).toBe(path.join(dist, 'robots.txt'));
    expect(fileFor(dist, '/nothing')).toBeUndefined();
  });

  it('never leaves the build', () => {
    writeFileSync(path.join(path.dirname(dist), 'secret.html'), 'no');
    expect(fileFor(dist, '/../secret')).toBeUndefined();
    expect(fileFor(dist, '/%2e%2e/secret')).toBeUndefined();
    expect(fileFor(dist, '/%00')).toBeUndefined();
    expect(fileFor(dist, '/%E0%A4%A')).toBeUndefined();
  });
});
