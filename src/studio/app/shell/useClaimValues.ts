import { useEffect, useMemo, useState } from 'react';
import { parse } from 'yaml';
import { api } from '../api/client.ts';
import type { Doc } from '../doc/document.ts';
import type { ClaimInfo, ClaimValues } from '../text/claimDom.ts';

export const CLAIMS_FILE = 'content/claims.yaml';

/** The figures and facts of a claims file's data, by name. */
export function claimValuesOf(data: unknown): ClaimValues {
  const out = new Map<string, ClaimInfo>();
  for (const [group, kind] of [['figures', 'figure'], ['facts', 'fact']] as const) {
    const entries = (data as Record<string, Record<string, { value?: unknown; about?: unknown } | null> | undefined> | null)?.[group];
    for (const [id, claim] of Object.entries(entries ?? {})) {
      const value = claim?.value;
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      out.set(id, { value: String(value), kind, ...(typeof claim?.about === 'string' && claim.about ? { about: claim.about } : {}) });
    }
  }
  return out;
}

/**
 * What text boxes show for each {{claim}}: the values of content/claims.yaml as saved, or as being
 * edited when it is open here (so a new value shows everywhere at once). Read again after every
 * change to the file list (saves and outside edits).
 */
export function useClaimValues(openDraft: Doc | undefined, version: unknown): ClaimValues {
  const [saved, setSaved] = useState<ClaimValues>(new Map());
  useEffect(() => {
    let live = true;
    api.file(CLAIMS_FILE).then(
      (file) => {
        try {
          if (live) setSaved(claimValuesOf(parse(file.text)));
        } catch {
          // A claims file that cannot be read shows the names as written; the checker says why.
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [version]);
  const draft = openDraft?.history.present.data;
  return useMemo(() => (draft === undefined ? saved : claimValuesOf(draft)), [draft, saved]);
}
