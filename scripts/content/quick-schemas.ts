/**
 * The schemas as the quick validator reads them (validate-source.ts): each `oneOf` or `anyOf` whose
 * branches are constants with their titles (the icons, the card variants) becomes one `enum`. A choice
 * of 57 icons written as 57 branches made ajv record 56 failed branches for every icon it passed, each
 * an object (with allErrors and verbose: the schema and the value too), 2 GB of garbage in a check of
 * 10,000 pages. An `enum` of the same values accepts exactly the same, with nothing recorded.
 * Branches with the same value are left alone: oneOf refuses such a value, an enum would take it.
 */

const ANNOTATIONS = new Set(['const', 'title', 'description', 'examples', '$comment']);
// Their values are data, not schemas: left as they are.
const DATA = new Set(['const', 'enum', 'default', 'examples']);

const isConstant = (branch: unknown): branch is { const: unknown } =>
  typeof branch === 'object' && branch !== null && !Array.isArray(branch) && 'const' in branch && Object.keys(branch).every((k) => ANNOTATIONS.has(k));

function asEnum(branches: unknown): unknown[] | undefined {
  if (!Array.isArray(branches) || !branches.length || !branches.every(isConstant)) return undefined;
  const values = branches.map((b) => b.const);
  return new Set(values.map((v) => JSON.stringify(v))).size === values.length ? values : undefined;
}

export function quickSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(quickSchema) as T;
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  let choices: unknown[] | undefined;
  for (const [key, value] of Object.entries(schema)) {
    const values = (key === 'oneOf' || key === 'anyOf') && !choices && !('enum' in schema) ? asEnum(value) : undefined;
    if (values) choices = values;
    else out[key] = DATA.has(key) ? value : quickSchema(value);
  }
  if (choices) out.enum = choices;
  return out as T;
}
