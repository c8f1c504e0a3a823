import type { SavePlan } from '../../server/plan.ts';
import type { Doc } from './document.ts';

export type { SavePlan };

const CLAIM_GROUPS = ['figures', 'facts'];
const groups = (data: unknown): Record<string, string[]> =>
  Object.fromEntries(CLAIM_GROUPS.map((g) => [g, Object.keys(((data ?? {}) as Record<string, Record<string, unknown> | undefined>)[g] ?? {})]));

/**
 * Claims renamed in a draft of the claims file: a name gone and a new one at the same place in the
 * list (renaming a name keeps its place), so uses of the old name can follow in the same save.
 */
export function claimRenames(base: unknown, draft: unknown): { from: string; to: string }[] {
  const before = groups(base);
  const after = groups(draft);
  return CLAIM_GROUPS.flatMap((g) => {
    const was = before[g]!;
    const now = after[g]!;
    if (was.length !== now.length) return [];
    return was.flatMap((name, i) => (name !== now[i] && !now.includes(name) && !was.includes(now[i]!) ? [{ from: name, to: now[i]! }] : []));
  });
}

export const isClaimsFile = (doc: Doc): boolean => doc.kind === 'other' && doc.schema === 'claims.schema.json';

/** What saving the draft does besides writing the file: a page's new address, claims renamed everywhere. */
export function savePlan(doc: Doc, baseData: unknown): SavePlan | undefined {
  if (doc.kind === 'page' && doc.route !== undefined) return { route: doc.route };
  if (isClaimsFile(doc) && !doc.keepOldClaimNames) {
    const renames = claimRenames(baseData, doc.history.present.data);
    if (renames.length) return { claimRenames: renames };
  }
  return undefined;
}
