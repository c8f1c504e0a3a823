import { useEffect, useState } from 'react';
import { api } from '../api/client.ts';
import type { StudioClaim } from '../api/types.ts';

export interface ClaimsState {
  claims?: StudioClaim[];
  /** Why the claims could not be read (the server is gone), in plain words. */
  failure?: string;
}

/** Slower than the check: where a claim is used changes only when its name does. */
const DRAFT_DELAY_MS = 300;

/**
 * content/claims.yaml's figures and facts with the places each is used. With `draft` (the open
 * claims file) they follow its unsaved text; otherwise they are read again whenever `version` changes
 * (the file list is refreshed after every save and every outside edit). Read only while `wanted`, so
 * opening a page does not wait behind a load of every file.
 */
export function useClaims(draft: { path: string; text: string } | undefined, version: unknown, wanted: boolean): ClaimsState {
  const [state, setState] = useState<ClaimsState>({});
  const path = draft?.path;
  const text = draft?.text;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const load = () =>
      (path !== undefined && text !== undefined ? api.claimsWith(path, text) : api.claims()).then(
        (list) => live && setState({ claims: list.claims }),
        (err: unknown) => live && setState((old) => ({ ...old, failure: err instanceof Error ? err.message : String(err) })),
      );
    const timer = window.setTimeout(() => void load(), path === undefined ? 0 : DRAFT_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [path, text, version, wanted]);
  return state;
}
