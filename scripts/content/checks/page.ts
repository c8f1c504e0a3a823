import type { ContentProblem } from '../problem.ts';
import { Places, sentence, type FileScope } from '../places.ts';
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
  const places = new Places(scope);
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
    const text = 'this page has no sections. Add `blocks:` with at least one section under it, such as `- type: hero`.';
    at(blocks === undefined ? [] : ['blocks'], blocks === undefined ? 'node' : 'key', sentence(places.where([]), text));
  }

  const types = [...engine.schemas.blocks.keys()];
  (Array.isArray(blocks) ? blocks : []).forEach((block: unknown, i) => {
    // A section without a known type is named by its place on the page: "Home › Section 3". Worked out
    // only for a message: for every section of every page it was 0.05 ms a page.
    const where = () => places.where(['blocks', i]);
    if (!isObject(block)) {
      at(['blocks', i], 'value', `${where()} is not written as a section. A section starts with "- type:", and its other fields follow on the next lines, lined up under "type".`);
      return;
    }
    if (block.type === undefined || block.type === null) {
      at(['blocks', i], 'node', `${where()} has no type. Start it with "- type:" and one of: ${types.join(', ')}.`);
      return;
    }
    const schema = typeof block.type === 'string' ? engine.schemas.blocks.get(block.type) : undefined;
    if (!schema) {
      const guess = didYouMean(String(block.type), types);
      at(['blocks', i, 'type'], 'value', sentence(where(), `${quote(String(block.type))} is not a type of section.${guess ? ` Did you mean ${quote(guess)}?` : ''} Types of section: ${types.join(', ')}.`));
      return;
    }
    const validate = engine.compile(schema);
    if (!validate(block)) for (const f of findingsFor(validate.errors ?? [], ['blocks', i], scope, engine)) problems.push(locate(source, f));
  });
  return { data, problems };
}
