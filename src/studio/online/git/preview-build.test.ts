import { describe, expect, it } from 'vitest';
import { buildProblem } from './preview-build.ts';

describe('why a preview could not be made', () => {
  it('is the first content problem, its place named as editors know it, without the lines around it', () => {
    const out = [
      'Build cache: used.',
      'content/pages/about.yaml:6:11  About › Section 1: "no-such-block" is not a type of section. Types of section: cta, hero.',
      '  4 |   type: AboutPage',
      '> 6 |   - type: no-such-block',
      '    |           ^',
      'content/site.yaml:2:1  Another problem.',
      'Checked 30 content files: 2 errors in 2 files.',
    ].join('\n');
    expect(buildProblem(out)).toBe('On the page /about: About › Section 1: "no-such-block" is not a type of section. Types of section: cta, hero.');
  });

  it('is the build\'s last words otherwise, never a stack trace', () => {
    expect(buildProblem('Build stopped: VITE_X is not set.\n    at main (file.ts:1:1)\n')).toBe('Build stopped: VITE_X is not set.');
    expect(buildProblem('')).toBe('the build stopped.');
  });
});
