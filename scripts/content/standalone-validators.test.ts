import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { validatorCache } from './standalone-validators.ts';

// A schema no earlier run has kept (the nonce), so the first get() must compile it.
const nonce = `${process.pid}-${Date.now()}-${Math.random()}`;
const common = { $id: 'common.schema.json', definitions: { label: { type: 'string', minLength: 1, title: 'Label' } } };
const schemaOf = (max: number) => ({
  $id: `card-${nonce}.schema.json`,
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { title: { $ref: 'common.schema.json#/definitions/label' }, count: { type: 'integer', maximum: max }, day: { type: 'string', format: 'date' } },
});
const makeAjv = () => {
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, code: { source: true } });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addSchema(common);
  return ajv;
};
const bad = { title: '', count: 12, day: 'Monday', extra: true };

describe('validators compiled ahead (standalone code kept by schema hash)', () => {
  it('compiles a new schema once, then later processes load the kept code without ajv', () => {
    const schema = schemaOf(10);
    const text = JSON.stringify(schema);
    const first = vi.fn(makeAjv);
    validatorCache(`test-${nonce}`, first).get(schema, text);
    expect(first).toHaveBeenCalledTimes(1);

    const second = vi.fn(makeAjv);
    const kept = validatorCache(`test-${nonce}`, second).get(schema, text);
    expect(second).not.toHaveBeenCalled();
    expect(kept(bad)).toBe(false);
    expect(kept({ title: 'ok', count: 3, day: '2026-01-02' })).toBe(true);
  });

  it('gives the same errors as a validator compiled in the process (the worded messages read them)', () => {
    const schema = schemaOf(10);
    const fresh = makeAjv().compile(schema);
    fresh(bad);
    const kept = validatorCache(`test-${nonce}`, makeAjv).get(schema, JSON.stringify(schema));
    kept(bad);
    expect(fresh.errors!.length).toBeGreaterThan(3);
    expect(kept.errors).toEqual(fresh.errors);
  });

  it('compiles again when the schema or the set-up changes', () => {
    const changed = schemaOf(20);
    const again = vi.fn(makeAjv);
    const fn = validatorCache(`test-${nonce}`, again).get(changed, JSON.stringify(changed));
    expect(again).toHaveBeenCalledTimes(1);
    expect(fn({ title: 'ok', count: 15 })).toBe(true);

    const otherSetup = vi.fn(makeAjv);
    const schema = schemaOf(10);
    validatorCache(`test-other-${nonce}`, otherSetup).get(schema, JSON.stringify(schema));
    expect(otherSetup).toHaveBeenCalledTimes(1);
  });
});
