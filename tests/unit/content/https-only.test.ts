import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { validateContent } from '../../../scripts/content/validate.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';

// Pictures and the widget's files load into every visitor's https page: plain http:// is refused
// (the browser would block it), except on this machine for tests.
const project = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(project, 'schemas'));
const siteText = readFileSync(path.join(project, 'tests/fixtures/valid/content/site.yaml'), 'utf8');

function problems(options: { logo?: string; site?: (text: string) => string }): string[] {
  const site = parseYamlSource('content/site.yaml', (options.site ?? ((t) => t))(siteText));
  const logo = options.logo ?? '/favicon.svg';
  const page = `seo: { title: T, description: D }\nblocks:\n  - type: logo-strip\n    logos: [{ name: A, src: "${logo}", width: 10, height: 10 }]\n`;
  const other = (route: string, file: string) => ({ route, source: parseYamlSource(file, `seo: { title: "${route}", description: D }\nblocks: [{ type: hero, headline: H }]\n`) });
  const pages = [{ route: '/x', source: parseYamlSource('content/pages/x.yaml', page) }, other('/', 'content/pages/index.yaml'), other('/about', 'content/pages/about.yaml')];
  return validateContent(schemas, site, pages, { internalLinks: { publicFiles: ['favicon.svg'] } }).problems.map((p) => `${p.file}:${p.line}  ${p.message}`);
}

describe('only https:// for what a page loads', () => {
  it('refuses an http:// picture, saying where and what to write', () => {
    const [message] = problems({ logo: 'http://cdn.example.com/logo.svg' });
    expect(message).toMatch(/^content\/pages\/x\.yaml:4 .*found "http:\/\/cdn\.example\.com\/logo\.svg"\).*https:\/\//);
  });

  it('refuses http:// widget files in site.yaml', () => {
    const found = problems({ site: (t) => t.replace('https://cdn.example.com/widget.js', 'http://cdn.example.com/widget.js').replace('https://cdn.example.com/widget.css', 'http://cdn.example.com/widget.css') });
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/content\/site\.yaml:\d+ .*found "http:\/\/cdn\.example\.com\/widget\.js"/);
    expect(found.join('\n')).toMatch(/found "http:\/\/cdn\.example\.com\/widget\.css"/);
  });

  it('accepts https://, site paths, and http:// on this machine (tests)', () => {
    expect(problems({ logo: 'https://cdn.example.com/logo.svg' })).toEqual([]);
    expect(problems({ logo: 'http://127.0.0.1:4173/logo.svg' })).toEqual([]);
    expect(problems({ site: (t) => t.replace('https://cdn.example.com/widget.js', 'http://localhost:5000/widget.js') })).toEqual([]);
    expect(problems({ logo: 'http://localhost.evil.example/logo.svg' })).toHaveLength(1);
  });
});
