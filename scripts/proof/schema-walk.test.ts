import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { walkWithSchema, type Schema } from './schema-walk.ts';

// A claims-like file: a map of ids to entries, entries referring to a shared definition in another file.
const index = new Map<string, Schema>([
  ['claims.schema.json', { type: 'object', additionalProperties: { $ref: 'defs/claim.schema.json#/definitions/claim' } }],
  ['defs/claim.schema.json', { definitions: { claim: { type: 'object', properties: { value: { type: 'string' }, kind: { oneOf: [{ type: 'string', enum: ['figure'] }, { type: 'number' }] } } } } }],
]);

describe('walking a YAML document with its schema', () => {
  it('follows $refs across files, map entries by additionalProperties and the oneOf branch that fits', () => {
    const doc = parseDocument('data-rows: { value: "400K", kind: figure }\nteam-size: { value: "12", kind: 3 }\n');
    const seen: string[] = [];
    walkWithSchema(index, { schema: index.get('claims.schema.json')!, at: 'claims.schema.json#' }, doc.contents, (leaf) =>
      seen.push(`${leaf.path.join('.')} ${leaf.schema.at} ${leaf.key}`),
    );
    expect(seen).toEqual([
      'data-rows.value defs/claim.schema.json#/definitions/claim/properties/value value',
      'data-rows.kind defs/claim.schema.json#/definitions/claim/properties/kind/oneOf/0 kind',
      'team-size.value defs/claim.schema.json#/definitions/claim/properties/value value',
      'team-size.kind defs/claim.schema.json#/definitions/claim/properties/kind/oneOf/1 kind',
    ]);
  });

  it('gives a choice with labels (oneOf of const and title) the branch of its value, so it is seen and kept', () => {
    const choices = new Map<string, Schema>([['s.json', { type: 'object', properties: { tone: { type: 'string', oneOf: [{ const: 'light', title: 'Light' }, { const: 'dark', title: 'Dark' }] } } }]]);
    const seen: string[] = [];
    walkWithSchema(choices, { schema: choices.get('s.json')!, at: 's.json#' }, parseDocument('tone: dark\n').contents, (leaf) => seen.push(`${leaf.scalar.value} ${leaf.schema.at}`));
    expect(seen).toEqual(['dark s.json#/properties/tone/oneOf/1']);
  });

  it('leaves out what the schema does not describe', () => {
    const seen: string[] = [];
    const closed = new Map<string, Schema>([['s.json', { type: 'object', properties: { a: { type: 'string' } } }]]);
    walkWithSchema(closed, { schema: closed.get('s.json')!, at: 's.json#' }, parseDocument('a: x\nb: y\n').contents, (leaf) => seen.push(String(leaf.scalar.value)));
    expect(seen).toEqual(['x']);
  });
});
