import type { ErrorObject } from 'ajv';

/** Errors reported at the same place about the value itself (not about what is inside it). */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'pattern', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);

const branchOf = (e: ErrorObject, prefix: string): number => Number(e.schemaPath.slice(prefix.length).split('/')[0]);

const isChildOf = (e: ErrorObject, parent: string) => e.instancePath.startsWith(parent + '/') && !e.instancePath.slice(parent.length + 1).includes('/');

/**
 * With allErrors, ajv reports one mistake several times: every branch of a oneOf, the oneOf
 * itself, a type error plus the enum it also breaks. Keep only what a person should fix.
 */
export function collapse(errors: readonly ErrorObject[]): ErrorObject[] {
  const dropped = new Set<ErrorObject>(errors.filter((e) => e.keyword === 'if'));
  const combinators = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const combo of combinators) {
    if (dropped.has(combo)) continue;
    const prefix = combo.schemaPath + '/';
    const inside = errors.filter((e) => e !== combo && !dropped.has(e) && e.schemaPath.startsWith(prefix));
    const branches = new Map<number, ErrorObject[]>();
    for (const e of inside) branches.set(branchOf(e, prefix), [...(branches.get(branchOf(e, prefix)) ?? []), e]);
    // A branch whose kind or discriminator (`type: hero`) does not match was never meant.
    const meant = [...branches.values()].filter(
      (errs) =>
        !errs.some(
          (e) =>
            (e.keyword === 'type' && e.instancePath === combo.instancePath) ||
            (e.keyword === 'const' && (e.instancePath === combo.instancePath || isChildOf(e, combo.instancePath))),
        ),
    );
    if (!meant.length) {
      // Nothing fits at all: one message about the combinator (it lists the accepted kinds).
      inside.forEach((e) => dropped.add(e));
      continue;
    }
    const best = meant.reduce((a, b) => (b.length < a.length ? b : a));
    for (const e of inside) if (!best.includes(e)) dropped.add(e);
    dropped.add(combo);
  }
  let kept = errors.filter((e) => !dropped.has(e));

  // A value of the wrong kind breaks its enum or pattern too; say it once. An enum says the most.
  const typed = new Set(kept.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const enums = new Set(kept.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  kept = kept.filter((e) => {
    if (e.keyword === 'type') return !enums.has(e.instancePath);
    if (VALUE_KEYWORDS.has(e.keyword) && typed.has(e.instancePath)) return e.keyword === 'enum';
    return true;
  });

  const seen = new Set<string>();
  return kept.filter((e) => {
    const key = `${e.instancePath}|${e.keyword}|${JSON.stringify(e.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
