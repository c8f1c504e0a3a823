import { useEffect, useRef, useState } from 'react';
import { api } from '../api/client.ts';
import type { ReviewStatus } from '../api/types.ts';

/** How often the Studio asks how far the review is. */
const POLL_MS = 1000;
const STATUS_WORDS = { changed: 'changed', added: 'new page', removed: 'removed' } as const;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
/** The last progress line, as a sentence: the review indents its details. */
const lastStep = (status: ReviewStatus) => status.progress?.at(-1)?.trim() ?? 'Starting the review…';

/**
 * The same review a pull request gets (npm run review), for every saved change not yet committed:
 * the site built before and after, every page that changed for a visitor, in words and in
 * pictures at 375 and 1280 px. The review runs on the dev server for a minute or so; the Studio
 * says how far it is, then lists the pages and opens the full report in a new tab.
 */
export function VisualReview() {
  const [status, setStatus] = useState<ReviewStatus>();
  const [failure, setFailure] = useState<string>();
  const [reportUrl, setReportUrl] = useState<string>();
  const urlRef = useRef<string>(undefined);
  const setUrl = (url: string | undefined) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = url;
    setReportUrl(url);
  };
  useEffect(() => () => setUrl(undefined), []);

  // A review started earlier (this dialog was closed meanwhile) is picked up where it is.
  useEffect(() => {
    api.review().then(setStatus, (err: unknown) => setFailure(messageOf(err)));
  }, []);

  const running = status?.state === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      api.review().then(setStatus, (err: unknown) => setFailure(messageOf(err)));
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  // The report is fetched with the Studio's token and opened from memory: a plain link could not send it.
  const done = status?.state === 'done';
  useEffect(() => {
    if (!done) return;
    let live = true;
    api.reviewReport().then(
      (html) => live && setUrl(URL.createObjectURL(new Blob([html], { type: 'text/html' }))),
      (err: unknown) => live && setFailure(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, [done]);

  const start = async () => {
    setFailure(undefined);
    setUrl(undefined);
    try {
      setStatus(await api.startReview());
    } catch (err) {
      setFailure(messageOf(err));
    }
  };

  const pages = status?.pages ?? [];
  return (
    <section className="visual-review" aria-labelledby="visual-review-heading">
      <h3 id="visual-review-heading" className="visual-review__title">How the site will look</h3>
      <p className="dialog__lead">
        The same review a change gets before it goes live: the site is built with and without these changes, and every page that changes for a visitor is
        listed, with pictures before and after on a phone and a laptop. It takes a minute or so.
      </p>
      <button type="button" className="button" onClick={() => void start()} disabled={running}>
        {status && status.state !== 'idle' && !running ? 'Review the saved changes again' : 'Review the saved changes'}
      </button>
      <div role="status" className="visual-review__status">
        {running && <p>Reviewing: {lastStep(status)}</p>}
        {done && (
          <p>
            {status.noVisibleChange
              ? 'Review finished: no visible change. Visitors will see the pages as they are now.'
              : `Review finished: ${pages.length} ${pages.length === 1 ? 'page changes' : 'pages change'}${status.unchanged ? `, ${status.unchanged} stay as they are` : ''}.`}
          </p>
        )}
      </div>
      {failure && <p className="notice notice--error" role="alert">{failure}</p>}
      {status?.state === 'failed' && <p className="notice notice--error" role="alert">{status.error}</p>}
      {status?.state === 'invalid' && (
        <div className="notice notice--error" role="alert">
          <p>The saved changes have mistakes, so the site cannot be built to review them. Fix these first:</p>
          <ul>{status.problems?.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {done && (
        <>
          {status.everyPage && status.everyPage.length > 0 && (
            <>
              <p>On every page:</p>
              <ul>{status.everyPage.map((w) => <li key={w}>{w}</li>)}</ul>
            </>
          )}
          {pages.length > 0 && (
            <ul className="visual-review__pages">
              {pages.map((p) => (
                <li key={p.route}>
                  <strong>{p.name}</strong> <code>{p.route}</code> ({p.movedFrom ? 'moved' : STATUS_WORDS[p.status]})
                  {p.words.length > 0 ? (
                    <ul>{p.words.map((w) => <li key={w}>{w}</li>)}</ul>
                  ) : (
                    p.lookOnly && <span>: the look changes, not the words</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {reportUrl && (
            <a className="button button--primary" href={reportUrl} target="_blank" rel="noopener">
              Open the report with pictures<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </>
      )}
    </section>
  );
}
