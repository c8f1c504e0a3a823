import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import { rewriteYaml } from '../yaml/rewrite.ts';

// Commit and "Send for review" with a real git remote: a bare repository in a temporary folder as
// `origin`, whose push address is that folder while its address says GitHub (as `pushurl` does it).
let studio: StudioServer;
let bare: string;
beforeAll(async () => {
  studio = await startStudio({ git: true });
  bare = mkdtempSync(path.join(os.tmpdir(), 'studio-origin-'));
  execFileSync('git', ['init', '-q', '--bare', bare]);
  gitOut('remote', 'add', 'origin', 'git@github.com:automata-labs/site.git');
  gitOut('config', 'remote.origin.pushurl', bare);
  gitOut('push', '-q', 'origin', 'main');
}, 60_000);
afterAll(async () => {
  await studio?.close();
  if (bare) rmSync(bare, { recursive: true, force: true });
});

const gitOut = (...args: string[]) => execFileSync('git', args, { cwd: studio.copy.dir, encoding: 'utf8' }).trim();
const inBare = (...args: string[]) => execFileSync('git', args, { cwd: bare, encoding: 'utf8' }).trim();
const read = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');
const ABOUT = 'content/pages/about.yaml';
const SITE = 'content/site.yaml';

async function saveTitle(rel: string, change: (data: any) => void) {
  const { json } = await studio.api('GET', `file?path=${rel}`);
  const data = parse(json.text);
  change(data);
  const saved = await studio.api('POST', 'save', { path: rel, text: rewriteYaml(json.text, data), baseHash: json.hash });
  expect(saved.status, saved.json.error).toBe(200);
}

describe('commit and send for review', { timeout: 30_000 }, () => {
  it('commits only the files picked, leaving the others saved and uncommitted', async () => {
    await saveTitle(ABOUT, (d) => (d.seo.title = 'About, committed alone'));
    await saveTitle(SITE, (d) => (d.contact.city = `${d.contact.city} (later)`));
    const { status, json } = await studio.api('POST', 'commit', { message: 'About title', files: [ABOUT] });
    expect(status).toBe(200);
    expect(gitOut('show', '--name-only', '--format=%s', 'HEAD').split('\n')).toEqual(['About title', '', ABOUT]);
    expect((await studio.api('GET', 'changes')).json.files.map((f: { path: string }) => f.path)).toEqual([SITE]);
    expect(json.files).toEqual([ABOUT]);
    expect((await studio.api('POST', 'commit', { message: 'x', files: ['content/pages/index.yaml'] })).status).toBe(409);
  });

  it('sends the picked files to a new branch on origin and gives the review page; the files and the current branch stay as they were', async () => {
    const head = gitOut('rev-parse', 'HEAD');
    const before = read(SITE);
    const { status, json } = await studio.api('POST', 'send', { message: 'New city in the footer', files: [SITE] });
    expect(status).toBe(200);
    expect(json.branch).toMatch(/^studio\/new-city-in-the-footer-\d{8}-\d{4}$/);
    expect(json.into).toBe('main');
    expect(json.reviewUrl).toBe(`https://github.com/automata-labs/site/compare/main...${encodeURIComponent(json.branch)}?expand=1`);
    // The branch is on the remote, holding exactly the picked file's saved text on top of main.
    expect(inBare('rev-parse', `refs/heads/${json.branch}`)).toBe(json.commit);
    expect(inBare('show', '--name-only', '--format=%s%n%P', json.branch).split('\n')).toEqual(['New city in the footer', head, '', SITE]);
    expect(inBare('show', `${json.branch}:${SITE}`)).toBe(before.trimEnd());
    // Here nothing moved: same branch, same commit, the file still saved and uncommitted.
    expect(gitOut('symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(gitOut('rev-parse', 'HEAD')).toBe(head);
    expect(read(SITE)).toBe(before);
    expect(gitOut('status', '--porcelain', '--', 'content')).toContain('site.yaml');
    // Listed as sent for review (not among the changes still to send), until it is edited again.
    const sent = (await studio.api('GET', 'changes')).json.files.find((f: { path: string }) => f.path === SITE);
    expect(sent.sent).toBe(json.branch);
  });

  it('lists a sent file as a saved change again once it is edited after sending', async () => {
    await saveTitle(SITE, (d) => (d.contact.city = `${d.contact.city} (edited again)`));
    const listed = (await studio.api('GET', 'changes')).json.files.find((f: { path: string }) => f.path === SITE);
    expect(listed.sent).toBeUndefined();
    const { json } = await studio.api('POST', 'send', { message: 'City again', files: [SITE] });
    expect((await studio.api('GET', 'changes')).json.files.find((f: { path: string }) => f.path === SITE).sent).toBe(json.branch);
  });

  it('says in plain words when the push is refused, and loses nothing', async () => {
    const hook = path.join(bare, 'hooks/pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "branches are reviewed elsewhere" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    try {
      const branches = gitOut('branch', '--list', 'studio/*');
      const { status, json } = await studio.api('POST', 'send', { message: 'Refused change', files: [SITE] });
      expect(status).toBe(502);
      expect(json.error).toMatch(/^The shared copy refused the changes .* Nothing was lost: your saved changes are still here/);
      expect(gitOut('branch', '--list', 'studio/*')).toBe(branches);
      expect(gitOut('status', '--porcelain', '--', 'content')).toContain('site.yaml');
    } finally {
      rmSync(hook);
    }
  });

  it('says so when there is no remote to send to', async () => {
    gitOut('config', '--rename-section', 'remote.origin', 'remote.elsewhere');
    try {
      const { status, json } = await studio.api('POST', 'send', { message: 'Nowhere to go', files: [SITE] });
      expect(status).toBe(409);
      expect(json.error).toMatch(/no shared copy to send changes to/);
    } finally {
      gitOut('config', '--rename-section', 'remote.elsewhere', 'remote.origin');
    }
  });

  it('removes a picture uploaded for an edit that was abandoned, and only such a picture', async () => {
    const png = readFileSync(studio.copy.file('content/public/og/default.png'));
    const up = await studio.api('POST', 'upload?name=abandoned.png&overwrite=0', png, { 'Content-Type': 'application/octet-stream' });
    expect(up.status).toBe(200);
    expect(existsSync(studio.copy.file(`content/public${up.json.path}`))).toBe(true);
    expect((await studio.api('POST', 'remove-upload', { path: '/og/default.png' })).status).toBe(403);
    const removed = await studio.api('POST', 'remove-upload', { path: up.json.path });
    expect(removed.json).toEqual({ path: up.json.path, removed: true });
    expect(existsSync(studio.copy.file(`content/public${up.json.path}`))).toBe(false);
    expect((await studio.api('POST', 'remove-upload', { path: up.json.path })).status).toBe(403);
  });

  it('commits a new picture together with the page that uses it', async () => {
    const png = readFileSync(studio.copy.file('content/public/og/default.png'));
    const up = await studio.api('POST', 'upload?name=kept.png&overwrite=0', png, { 'Content-Type': 'application/octet-stream' });
    await saveTitle(ABOUT, (d) => (d.seo.image = up.json.path));
    const listed = (await studio.api('GET', 'changes')).json.files.find((f: { path: string }) => f.path === ABOUT);
    expect(listed.uses).toEqual([`content/public${up.json.path}`]);
    const { json } = await studio.api('POST', 'commit', { message: 'About picture', files: [ABOUT] });
    expect(json.files.sort()).toEqual([ABOUT, `content/public${up.json.path}`].sort());
    expect(gitOut('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(json.files.sort());
  });
});
