import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/chromium.ts';
import { copyProject, PROJECT } from '../support/project-copy.ts';
import { gitIn, replace, type Scenario } from './repo-tools.ts';

/**
 * One git repository for every review test: a copy of the project with the lantern site
 * (tests/fixtures/review) committed on main, and one branch per scenario with one commit on top.
 */
export default function setup(project: TestProject) {
  ensureChromium();
  const copy = copyProject({ content: path.join(PROJECT, 'tests/fixtures/review'), prefix: 'review-repo-' });
  const cache = mkdtempSync(path.join(os.tmpdir(), 'review-cache-'));
  const git = (...args: string[]) => gitIn(copy.dir, ...args);
  const read = (rel: string) => readFileSync(copy.file(rel), 'utf8');
  const edit = (rel: string, from: string, to: string) => writeFileSync(copy.file(rel), replace(read(rel), from, to));
  writeFileSync(copy.file('.gitignore'), 'node_modules\ndist\n.*-build/\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The lantern site');
  const scenario = (name: string, change: () => void) => {
    git('checkout', '-q', '-b', name, 'main');
    change();
    git('add', '-A');
    git('commit', '-q', '-m', name);
    git('checkout', '-q', 'main');
    return name;
  };
  const branches: Record<Scenario, string> = {
    headline: scenario('headline', () => edit('content/pages/index.yaml', 'light up every street', 'light up every harbour')),
    claim: scenario('claim', () => edit('content/claims.yaml', 'value: 12K', 'value: 15K')),
    menu: scenario('menu', () => edit('content/site.yaml', '{ label: Our team, href: /about }', '{ label: The team, href: /about }')),
    page: scenario('new-page', () =>
      writeFileSync(copy.file('content/pages/contact.yaml'), 'seo:\n  title: Contact | Lantern Review Works\n  description: How to reach the lantern workshop.\nblocks:\n  - type: hero\n    headline: Find the workshop\n'),
    ),
    comment: scenario('comment', () => edit('content/pages/services.yaml', 'blocks:\n', '# The services, as the workshop lists them.\nblocks:\n')),
    css: scenario('css', () => edit('src/blocks/CardGrid/CardGrid.css', '.card-grid__list {', '.card-grid__list { outline: 6px solid #d63384;')),
    // The team page's address changes; its old address forwards (the site settings' Moved addresses).
    moved: scenario('moved', () => {
      git('mv', 'content/pages/about.yaml', 'content/pages/team.yaml');
      writeFileSync(copy.file('content/site.yaml'), `${read('content/site.yaml').replaceAll('href: /about }', 'href: /team }').trimEnd()}\nredirects:\n  - { from: /about, to: /team }\n`);
    }),
    broken: scenario('broken', () => edit('content/pages/about.yaml', '    headline: Three people', '    headlin: Three people')),
  };
  project.provide('reviewRepo', { dir: copy.dir, cache, branches });
  return () => {
    copy.remove();
    rmSync(cache, { recursive: true, force: true });
  };
}
