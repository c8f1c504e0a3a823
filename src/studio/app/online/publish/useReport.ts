import { useEffect, useState } from 'react';
import { messageOf, onlineApi } from './api.ts';

const POLL_MS = 3000;

/**
 * The review report of a waiting change, asked for when `change` is set: while it is being made
 * (a minute or two) it asks again every few seconds; once made it opens from memory (a blob address),
 * because a plain link could not carry the Studio's token.
 */
export function useReport(change: string | undefined): { url?: string; making: boolean; error?: string } {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    setError(undefined);
    if (!change) return;
    let live = true;
    let timer: number | undefined;
    const ask = () =>
      onlineApi.review(change).then(
        (html) => {
          if (!live) return;
          if (html === null) timer = window.setTimeout(ask, POLL_MS);
          else setUrl(URL.createObjectURL(new Blob([html], { type: 'text/html' })));
        },
        (err: unknown) => live && setError(messageOf(err)),
      );
    void ask();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [change]);
  return { url, making: Boolean(change) && !url && !error, error };
}
