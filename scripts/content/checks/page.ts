import type { ContentProblem } from '../problem.ts';
import type { FileScope } from '../places.ts';
import { didYouMean } from '../suggest.ts';
import { findingsFor, locate, type Engine } from '../validate-source.ts';
import { quote } from '../words.ts';
import { readYaml } from '../read-yaml.ts';
import type { YamlSource } from '../yaml-source.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A page is checked in two parts: its envelope (seo, blocks as a list) and then each block on
 * its own against its type's schema, so a mistake in block 3 is worded for that block alone
 * instead of as "matches none of the 20 kinds of block".
 */
export function checkPage(engine: Engine, source: YamlSource, scopeFor: (data: unknown) => FileScope): { data: unknown; problems: ContentProblem[] } {
  const { data, problems: syntax } = readYaml(source);
  if (syntax.length) return { data: undefined, problems: syntax };
  const scope = scopeFor(data);
  const problems: ContentProblem[] = [];
  const at = (path: (string | number)[], where: 'key' | 'value' | 'node', message: string) => problems.push(locate(source, { path, at: where, message }));

  const blocks = isObject(data) ? data.blocks : undefined;
  const noBlocks = isObject(data) && (blocks === undefined || blocks === null || (Array.isArray(blocks) && blocks.length === 0));
  const envelope = engine.compile(engine.pageEnvelope);
  if (!envelope(data)) {
    const errors = (envelope.errors ?? []).filter(
      (e) => !(noBlocks && (e.instancePath === '/blocks' || (e.keyword === 'required' && (e.params as { missingProperty: string }).missingProperty === 'blocks'))),
    );
    for (const f of findingsFor(errors, [], scope, engine)) problems.push(locate(source, f));
  }
  if (noBlocks) {
    at(blocks === undefined ? [] : ['blocks'], blocks === undefined ? 'node' : 'key', 'This page has no blocks. Add `blocks:` with at least one block under it, such as `- type: hero`.');
  }

  const types = [...engine.schemas.blocks.keys()];
  (Array.isArray(blocks) ? blocks : []).forEach((block: unknown, i) => {
    const n = i + 1;
    if (!isObject(block)) {
      at(['blocks', i], 'value', `Block ${n} is not written as a block. A block starts with "- type:", and its other fields follow on the next lines, lined up under "type".`);
      return;
    }
    if (block.type === undefined || block.type === null) {
      at(['blocks', i], 'node', `Block ${n} has no type. Start it with "- type:" and one of: ${types.join(', ')}.`);
      return;
    }
    const schema = typeof block.type === 'string' ? engine.schemas.blocks.get(block.type) : undefined;
    if (!schema) {
      const guess = didYouMean(String(block.type), types);
      at(['blocks', i, 'type'], 'value', `Block ${n}: unknown block type ${quote(String(block.type))}.${guess ? ` Did you mean ${quote(guess)}?` : ''} Block types: ${types.join(', ')}.`);
      return;
    }
    const validate = engine.compile(schema);
    if (!validate(block)) for (const f of findingsFor(validate.errors ?? [], ['blocks', i], scope, engine)) problems.push(locate(source, f));
  });
  return { data, problems };
}
