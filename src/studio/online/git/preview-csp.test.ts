import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCsp } from './preview-csp.ts';

describe("a preview page's policy is the live site's", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'preview-csp-'));
  writeFileSync(
    path.join(dist, '_headers'),
    ['# made by the build', '/*', '  X-Frame-Options: DENY', '  Content-Security-Policy: all', '/assets/*', '  Cache-Control: immutable', '/', '  Content-Security-Policy: home', '/blog/*', '  Content-Security-Policy: posts', '/blog', '  Content-Security-Policy: blog', ''].join('\n'),
  );

  it('takes the page\'s own rule, else the longest rule that covers it', () => {
    expect(siteCsp(dist, '/')).toBe('home');
    expect(siteCsp(dist, '/blog')).toBe('blog');
    expect(siteCsp(dist, '/blog/a-post')).toBe('posts');
    expect(siteCsp(dist, '/about')).toBe('all');
    expect(siteCsp(path.join(dist, 'nothing'), '/')).toBeUndefined();
  });
});
