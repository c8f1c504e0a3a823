/** Plain data helpers shared by the YAML rewriter: equality that ignores key order, and cleaning. */

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with object keys sorted: equal data gives equal keys, whatever order the keys were written in. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
  );
}

export const sameData = (a: unknown, b: unknown): boolean => stableKey(a) === stableKey(b);

/** Form data as YAML would hold it: keys set to undefined are absent (a cleared optional field). */
export function cleanData(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
