import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserFiles } from './browser-files.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A tree of test files: project-relative path → source. */
function tree(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'proof-files-'));
  for (const [rel, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), source);
  }
  return dir;
}

describe('the browser files the content proof runs on the rewritten site', () => {
  it('leaves out files that make a copy of the project, directly or through a helper, and keeps the rest', () => {
    const root = tree({
      'tests/support/project-copy.ts': 'export const PROJECT = "";',
      'tests/support/content.ts': "import { PROJECT } from './project-copy.ts';",
      'tests/support/studio.ts': "import { copyProject, startDevServer, type DevServer } from './project-copy.ts';",
      'tests/support/fixture-build.ts': "import { PROJECT, type ProjectCopy } from './project-copy.ts';",
      'tests/browser/harness.ts': "export const launch = () => 0;",
      'tests/browser/pages.test.ts': "import { blockOf } from '../support/content.ts';\nimport { launch } from './harness.ts';",
      'tests/browser/studio-editor.test.ts': "import { openStudio } from '../support/studio.ts';",
      'tests/browser/dev-loop.test.ts': "import { copyProject, startDevServer, type ProjectCopy } from '../support/project-copy.ts';",
      'tests/browser/faq.test.ts': "import { buildAndServe } from '../support/fixture-build.ts';\nimport {\n  copyProject,\n  PROJECT,\n} from '../support/project-copy.ts';",
      'tests/browser/cycle-a.test.ts': "import './cycle-b.ts';\nimport { x } from './cycle-b.ts';",
      'tests/browser/cycle-b.ts': "import { y } from './cycle-a.test.ts';",
    });
    expect(browserFiles(root).sort()).toEqual(['tests/browser/cycle-a.test.ts', 'tests/browser/pages.test.ts']);
  });

  it('on this project, leaves out every Studio file and keeps the files that test the built site', () => {
    const project = path.resolve(import.meta.dirname, '../..');
    const files = browserFiles(project);
    expect(files.filter((f) => /\/studio/.test(f))).toEqual(files.includes('tests/browser/studio-not-in-build.test.ts') ? ['tests/browser/studio-not-in-build.test.ts'] : []);
    expect(files).toEqual(expect.arrayContaining(['tests/browser/pages.test.ts', 'tests/browser/blog.test.ts', 'tests/browser/booking.test.ts']));
    expect(files).not.toContain('tests/browser/dev-loop.test.ts');
  });
});
