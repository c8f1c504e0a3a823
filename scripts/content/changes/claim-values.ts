import type { ClaimValue, ClaimValues } from './types.ts';

const SECTIONS = { figures: 'figure', facts: 'fact' } as const;

/**
 * The claims of content/claims.yaml's data by id, as the engine needs them. On the build's side
 * `loadContent(…).claims.file.claims` already has this shape.
 */
export function claimValues(claimsData: unknown): ClaimValues {
  const out = new Map<string, ClaimValue>();
  if (!claimsData || typeof claimsData !== 'object') return out;
  for (const [section, kind] of Object.entries(SECTIONS)) {
    const entries = (claimsData as Record<string, unknown>)[section];
    if (!entries || typeof entries !== 'object') continue;
    for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) {
      const { value, about } = (entry ?? {}) as { value?: unknown; about?: unknown };
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      out.set(id, { value: String(value), kind, ...(typeof about === 'string' && { about }) });
    }
  }
  return out;
}
