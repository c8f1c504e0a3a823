import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { Block, Page, SiteSettings } from '../../src/generated/content.ts';
import type { ContentProblem } from './problem.ts';
import type { SchemaSet } from './schemas.ts';
import { nodeAtPath, positionAt, type YamlSource } from './yaml-source.ts';

export interface PageInput {
  route: string;
  source: YamlSource;
}

export interface ValidatedContent {
  site: SiteSettings | undefined;
  pages: { route: string; file: string; page: Page }[];
  problems: ContentProblem[];
}

function compileAll(schemas: SchemaSet) {
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addSchema(schemas.common);
  for (const schema of schemas.blocks.values()) ajv.addSchema(schema);
  const pageEnvelope = structuredClone(schemas.page) as { properties: { blocks: { items: unknown } } };
  // Blocks are checked one by one against their own schema: clearer messages than a oneOf.
  pageEnvelope.properties.blocks.items = { type: 'object' };
  const blocks = new Map<string, ValidateFunction>();
  for (const [type, schema] of schemas.blocks) blocks.set(type, ajv.getSchema(String(schema.$id))!);
  return { site: ajv.compile(schemas.site), page: ajv.compile(pageEnvelope), blocks };
}

function locate(source: YamlSource, path: (string | number)[], preferKey = false) {
  const { node, keyNode } = nodeAtPath(source, path);
  const target = preferKey && keyNode ? keyNode : node;
  const offset = target?.range?.[0] ?? 0;
  return positionAt(source, offset);
}

const toPath = (instancePath: string): (string | number)[] =>
  instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

function schemaErrors(source: YamlSource, errors: ErrorObject[], prefix: (string | number)[] = []): ContentProblem[] {
  return errors.map((e) => {
    const path = [...prefix, ...toPath(e.instancePath)];
    const field = e.keyword === 'additionalProperties' ? (e.params as { additionalProperty: string }).additionalProperty : undefined;
    const pos = locate(source, field ? [...path, field] : path, Boolean(field));
    return { file: source.file, ...pos, message: `${path.join('.') || 'file'}: ${e.message ?? 'is not allowed here'}` };
  });
}

function syntaxErrors(source: YamlSource): ContentProblem[] {
  return source.doc.errors.map((e) => {
    const pos = positionAt(source, e.pos[0]);
    return { file: source.file, ...pos, message: e.message.split('\n')[0] ?? 'YAML syntax error' };
  });
}

export function validateContent(schemas: SchemaSet, site: YamlSource, pages: PageInput[]): ValidatedContent {
  const v = compileAll(schemas);
  const problems: ContentProblem[] = [];
  let siteData: SiteSettings | undefined;
  const siteSyntax = syntaxErrors(site);
  problems.push(...siteSyntax);
  if (!siteSyntax.length) {
    const data = site.doc.toJS();
    if (v.site(data)) siteData = data as SiteSettings;
    else problems.push(...schemaErrors(site, v.site.errors ?? []));
  }
  const valid: ValidatedContent['pages'] = [];
  for (const { route, source } of pages) {
    const syntax = syntaxErrors(source);
    problems.push(...syntax);
    if (syntax.length) continue;
    const data = source.doc.toJS() as { blocks?: unknown[] };
    const before = problems.length;
    if (!v.page(data)) problems.push(...schemaErrors(source, v.page.errors ?? []));
    (Array.isArray(data?.blocks) ? data.blocks : []).forEach((block, i) => {
      const type = (block as { type?: unknown } | null)?.type;
      const check = typeof type === 'string' ? v.blocks.get(type) : undefined;
      if (!check) {
        problems.push({ file: source.file, ...locate(source, ['blocks', i]), message: `blocks.${i}: unknown block type ${String(type)}` });
      } else if (!check(block)) {
        problems.push(...schemaErrors(source, check.errors ?? [], ['blocks', i]));
      }
    });
    if (problems.length === before) valid.push({ route, file: source.file, page: data as unknown as Page });
  }
  return { site: siteData, pages: valid, problems };
}

export type { Block };
