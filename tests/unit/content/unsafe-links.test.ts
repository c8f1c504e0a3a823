import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../../scripts/content/schemas.ts';
import { validateContent } from '../../../scripts/content/validate.ts';
import { parseYamlSource } from '../../../scripts/content/yaml-source.ts';
import { isSafeHref } from '../../../src/components/safeHref.ts';
import { JARGON } from './jargon.ts';

// Links that browsers read as another site or strip silently: the content check and the renderer both refuse them.
const project = path.resolve(import.meta.dirname, '../../..');
const schemas = loadSchemas(path.join(project, 'schemas'));
const site = parseYamlSource('content/site.yaml', readFileSync(path.join(project, 'tests/fixtures/valid/content/site.yaml'), 'utf8'));
const pattern = new RegExp((JSON.parse(readFileSync(path.join(project, 'schemas/common.schema.json'), 'utf8')) as { definitions: { href: { pattern: string } } }).definitions.href.pattern, 'u');

function linkProblem(href: string, key = 'href'): string {
  const text = `seo: { title: T, description: D }\nblocks:\n  - type: cta\n    heading: H\n    button: { label: Go, ${key}: ${JSON.stringify(href)} }\n`;
  const pages = [{ route: '/x', source: parseYamlSource('content/pages/x.yaml', text) }];
  return validateContent(schemas, site, pages, { internalLinks: { publicFiles: [] } }).problems.map((p) => p.message).join('\n');
}

const unsafe: [string, string, RegExp][] = [
  ['protocol-relative', '//evil.example/login', /starting with \/\/ is not allowed: write it in full, such as "https:\/\/evil.example\/login"/],
  ['a backslash after the first slash', '/\\evil.example', /write \/ instead of \\/],
  ['a backslash in a web address', 'https://good.example\\@evil.example', /write \/ instead of \\/],
  ['a control character', '/about\u0001', /invisible control character/],
  ['a control character in a mail address', 'mailto:a\u0000@b.example', /invisible control character/],
];

describe('links that are not what they seem', () => {
  it.each(unsafe)('refuses %s in content, in plain words', (_name, href, hint) => {
    expect(pattern.test(href)).toBe(false);
    const message = linkProblem(href);
    expect(message).toMatch(/is not a link this site can use/);
    expect(message).toMatch(hint);
    expect(message).not.toMatch(JARGON);
  });

  it.each(unsafe)('never renders %s as a link', (_name, href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it.each(['/about', '/strategy-call#book', 'https://www.linkedin.com/company/x?a=1&b=2', 'mailto:hello@example.com', 'tel:+91 98300 41275'])('accepts %s', (href) => {
    expect(pattern.test(href)).toBe(true);
    expect(isSafeHref(href)).toBe(true);
  });
});
