import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client.ts';
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
}

/** Short enough that the preview follows typing within 300 ms, long enough not to check every key. */
export const CHECK_DELAY_MS = 90;

function place(text: string, problems: Parameters<typeof placeProblems>[0], isPost: boolean): FieldProblem[] {
  if (!isPost) return placeProblems(problems, text);
  const parts = splitPost(text);
  if (!parts) return placeProblems(problems, '', { lineOffset: 0 });
  // File lines from the body's first one on are the article text; the settings start after `---`.
  const bodyFromLine = (parts.opening + parts.settings + parts.closing).split('\n').length;
  return placeProblems(problems, parts.settings, { lineOffset: 1, bodyFromLine });
}

/** Checks the draft text with the same checks as `npm run validate`, shortly after each change. */
export function useCheck(path: string | undefined, text: string | undefined, isPost: boolean): CheckState {
  const [state, setState] = useState<CheckState>({ problems: [] });
  const latest = useRef(0);
  useEffect(() => {
    setState({ problems: [] });
  }, [path]);
  useEffect(() => {
    if (path === undefined || text === undefined) return;
    const ticket = ++latest.current;
    const timer = window.setTimeout(() => {
      api.check(path, text).then(
        (result) => {
          if (ticket !== latest.current) return;
          setState((old) => ({
            problems: place(text, result.problems, isPost),
            ...(result.preview === undefined ? { preview: old.preview, previewText: old.previewText } : { preview: result.preview, previewText: text }),
            checkedText: text,
          }));
        },
        (err: unknown) => {
          if (ticket !== latest.current) return;
          setState((old) => ({ ...old, checkedText: undefined, failure: err instanceof Error ? err.message : String(err) }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, text, isPost]);
  return state;
}
