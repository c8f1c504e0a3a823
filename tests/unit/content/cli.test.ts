import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { JARGON } from './jargon.ts';

// `npm run validate` as CI runs it, pointed at a fixture site through CONTENT_ROOT.
const project = path.resolve(import.meta.dirname, '../../..');
function validate(fixture: string, env: Record<string, string> = {}) {
  const run = spawnSync(path.join(project, 'node_modules/.bin/tsx'), ['scripts/cli/validate.ts'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: 'false', CONTENT_ROOT: path.join(project, 'tests/fixtures', fixture), ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

it('exits 1 with the message, a code frame, the summary and (on GitHub Actions) an annotation on the line', () => {
  const { status, stdout, stderr } = validate('unknown-field', { GITHUB_ACTIONS: 'true' });
  expect(status).toBe(1);
  expect(stderr).toContain('content/pages/index.yaml:7:5  Home › Hero: "headlin" is not a field of a hero section. Did you mean "headline"?');
  expect(stderr).toContain('> 7 |     headlin: A tiny site for tests\n    |     ^');
  expect(stderr.trim().split('\n').at(-1)).toBe('Checked 3 content files: 1 error in 1 file.');
  expect(stdout).toContain('::error file=content/pages/index.yaml,line=7,col=5::Home › Hero: "headlin" is not a field of a hero section.');
  expect(stderr + stdout).not.toMatch(JARGON);
}, 30_000);

it('exits 0 with a one-line summary when everything is fine, and prints no annotations', () => {
  const { status, stdout, stderr } = validate('valid', { GITHUB_ACTIONS: 'true' });
  expect(stderr).toBe('');
  expect(stdout.trim()).toBe('Checked 3 content files: no errors.');
  expect(status).toBe(0);
}, 30_000);

it('reports a YAML syntax error without a stack trace, and annotates only on GitHub Actions', () => {
  const { status, stdout, stderr } = validate('yaml-syntax-error');
  expect(status).toBe(1);
  expect(stderr).toContain('content/pages/about.yaml:8:14  The file cannot be read:');
  expect(stdout).not.toContain('::error');
  expect(stderr).not.toMatch(JARGON);
}, 30_000);

it('prints the fix under the code frame, and puts it in the annotation too', () => {
  const { status, stdout, stderr } = validate('bad-indentation', { GITHUB_ACTIONS: 'true' });
  expect(status).toBe(1);
  expect(stderr).toContain('>  8 |      heading: Talk to us\n     |      ^\n');
  expect(stderr).toContain('\n  How to fix: Indent it by 4 spaces, lined up with "type:" on line 7.\n');
  expect(stdout).toContain('::error file=content/pages/about.yaml,line=8,col=6::The file cannot be read: line 8 is indented by 5 spaces');
  expect(stdout).toContain('How to fix: Indent it by 4 spaces, lined up with "type:" on line 7.');
}, 30_000);

it('a folder that is not a site is one plain sentence, not a crash', () => {
  const { status, stderr } = validate('no-such-site');
  expect(status).toBe(1);
  expect(stderr).toMatch(/^Content check stopped: /);
  expect(stderr).not.toMatch(JARGON);
}, 30_000);
