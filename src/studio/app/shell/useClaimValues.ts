import { useEffect, useMemo, useState } from 'react';
import { parse } from 'yaml';
import { api } from '../api/client.ts';
import type { Doc } from '../doc/document.ts';
import type { ClaimInfo, ClaimValues } from '../text/claimDom.ts';

export const CLAIMS_FILE = 'content/claims.yaml';
export const SITE_FILE = 'content/site.yaml';

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
  // An "about" may name another figure ({{contact-whatsapp}}): editors read its value, never the braces.
  for (const info of out.values()) if (info.about) info.about = info.about.replace(/\{\{\s*([a-z0-9-]+)\s*\}\}/gi, (token, id: string) => out.get(id)?.value ?? token.slice(2, -2).trim());
  return out;
}

/**
 * A content file's data as saved, and as being edited when it is open here with edits (the claims
 * show their new values everywhere at once; the site's new menu labels name pages). Read again after
 * every change to the file list (saves and outside edits).
 */
export function useContentData(path: string, open: Doc | undefined, version: unknown): { saved?: unknown; now?: unknown } {
  const [saved, setSaved] = useState<unknown>();
  useEffect(() => {
    let live = true;
    api.file(path).then(
      (file) => {
        try {
          if (live) setSaved(parse(file.text) as unknown);
        } catch {
          // A file that cannot be read shows names as written; the checker says why.
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [path, version]);
  const draft = open?.history.present.data;
  return { saved, now: draft ?? saved };
}

/** What text boxes show for each {{claim}}: the values as being edited, else as saved. */
export function useClaimValues(data: unknown): ClaimValues {
  return useMemo(() => claimValuesOf(data), [data]);
}
