import { useMemo } from 'react';
import { draftText, type Doc } from '../doc/document.ts';
import { CLAIMS_FILE } from './useClaimValues.ts';

/**
 * The figures and facts as being edited, while they have unsaved edits and another file is open:
 * checked with that file, so its preview shows the figures as they are now, not as last saved.
 */
export function useClaimsDraft(docs: Record<string, Doc>, openPath: string | undefined, dirtyPaths: ReadonlySet<string>): string | undefined {
  const claims = docs[CLAIMS_FILE];
  const wanted = !!claims && openPath !== CLAIMS_FILE && dirtyPaths.has(CLAIMS_FILE);
  return useMemo(() => (wanted && claims ? draftText(claims) : undefined), [wanted, claims]);
}
