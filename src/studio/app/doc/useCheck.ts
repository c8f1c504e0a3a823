import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client.ts';
import type { PlanSummary, SavePlan } from '../api/types.ts';
import { splitPost } from '../../yaml/post.ts';
import { placeProblems, type FieldProblem } from './problems.ts';

export interface CheckState {
  /** The problems of the text last checked, placed on their fields. */
  problems: FieldProblem[];
  /** The loaded, prepared data of the file for the preview (kept from the last good check). */
  preview?: unknown;
  /** The text `preview` was made from. */
  previewText?: string;
  /** The text the problems belong to; differs from the draft while a check is on its way. */
  checkedText?: string;
  /** Why the check could not run (the server is gone), in plain words. */
  failure?: string;
  /** What else saving the checked text does (a new address, other files that follow). */
  plan?: PlanSummary;
}

/** Short enough that the preview follows typing within 300 ms, long enough not to check every key. */
export const CHECK_DELAY_MS = 90;

function place(file: string, text: string, problems: Parameters<typeof placeProblems>[0], isPost: boolean): FieldProblem[] {
  if (!isPost) return placeProblems(problems, text, { file });
  const parts = splitPost(text);
  if (!parts) return placeProblems(problems, '', { lineOffset: 0, file });
  // File lines from the body's first one on are the article text; the settings start after `---`.
  const bodyFromLine = (parts.opening + parts.settings + parts.closing).split('\n').length;
  return placeProblems(problems, parts.settings, { lineOffset: 1, bodyFromLine, file });
}

/** Checks the draft text with the same checks as `npm run validate`, shortly after each change. */
const NOTHING_YET: CheckState = { problems: [] };

/**
 * `claimsDraft`: unsaved figures and facts, checked with the file so its preview shows them.
 * `recheck`: a count that changes when the site's files changed under the same draft (a picture
 * put back by a Redo), so the same words are checked again.
 */
export function useCheck(path: string | undefined, text: string | undefined, isPost: boolean, plan?: SavePlan, claimsDraft?: string, recheck = 0): CheckState {
  const planKey = plan ? JSON.stringify(plan) : '';
  // Kept with the file it belongs to: just after another file opens, the last file's problems and
  // preview (claims.yaml's data, say) must not reach the new file's form and preview.
  const [state, setState] = useState<CheckState & { path?: string; checkedPlan?: string }>(NOTHING_YET);
  const latest = useRef(0);
  useEffect(() => {
    if (path === undefined || text === undefined) return;
    const ticket = ++latest.current;
    const timer = window.setTimeout(() => {
      api.check(path, text, planKey ? (JSON.parse(planKey) as SavePlan) : undefined, claimsDraft).then(
        (result) => {
          if (ticket !== latest.current) return;
          setState((old) => ({
            path,
            problems: place(path, text, result.problems, isPost),
            ...(result.preview !== undefined ? { preview: result.preview, previewText: text } : old.path === path ? { preview: old.preview, previewText: old.previewText } : {}),
            checkedText: text,
            checkedPlan: planKey,
            ...(result.plan ? { plan: result.plan } : {}),
          }));
        },
        (err: unknown) => {
          if (ticket !== latest.current) return;
          setState((old) => ({ ...(old.path === path ? old : NOTHING_YET), path, checkedText: undefined, failure: err instanceof Error ? err.message : String(err) }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, text, isPost, planKey, claimsDraft, recheck]);
  if (state.path !== path) return NOTHING_YET;
  // A check of the same words under another plan (an address just changed) is not this one's yet.
  return state.checkedPlan === planKey ? state : { ...state, checkedText: undefined, plan: undefined };
}
