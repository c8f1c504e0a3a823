import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimUsages } from '../../../scripts/content/claims/index.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { PROJECT } from '../../../tests/support/project-copy.ts';
import { Checker } from './check.ts';
import { editablePath } from './paths.ts';

// The preview of a page shows figures as they are being edited in claims.yaml, before they are saved.
describe('the check of a page with unsaved figures', () => {
  const content = loadContent(PROJECT);
  const claim = claimUsages(content).find((c) => c.usedIn.some((u) => u.file.startsWith('content/pages/')))!;
  const pageFile = claim.usedIn.find((u) => u.file.startsWith('content/pages/'))!.file;
  const claimsText = readFileSync(path.join(PROJECT, 'content/claims.yaml'), 'utf8');
  const value = String(content.claims.file.claims.get(claim.id)!.value);
  // The claim's value line in claims.yaml, edited as the Studio would write it.
  const edited = claimsText.replace(new RegExp(`(\\n  ${claim.id}:\\n(?:    .*\\n)*?    value: )("?)${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\n`), '$1"Unsaved 4321"\n');
  const checker = new Checker(PROJECT);
  const pageText = readFileSync(path.join(PROJECT, pageFile), 'utf8');

  it('shows the unsaved value when the figures are passed along', () => {
    expect(edited).not.toBe(claimsText);
    const result = checker.check(pageFile, pageText, editablePath(PROJECT, pageFile), undefined, edited);
    expect(JSON.stringify(result.preview)).toContain('Unsaved 4321');
    expect(result.problems.filter((p) => p.severity !== 'warning')).toEqual([]);
  });

  it('shows the saved value otherwise', () => {
    const result = checker.check(pageFile, pageText, editablePath(PROJECT, pageFile));
    expect(JSON.stringify(result.preview)).not.toContain('Unsaved 4321');
  });
});
