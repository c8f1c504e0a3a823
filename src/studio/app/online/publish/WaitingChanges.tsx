import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, onlineApi, placeOf, when, type WaitingChange } from './api.ts';
import { useReport } from './useReport.ts';

type Notice = { text: string; error?: boolean };

/**
 * For publishers: the changes editors sent that are not live yet, newest first, each with the
 * editor's own words, the pages it touches, its review report one click away, and Publish. A
 * refusal (a mistake in the content, a clash with something published since) is shown as the
 * server words it; nothing is lost, the change keeps waiting.
 */
export function WaitingChanges({ onPublished }: { onPublished?: () => void }) {
  const [changes, setChanges] = useState<WaitingChange[]>();
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState<string>();
  const [reviewing, setReviewing] = useState<string>();
  const report = useReport(reviewing);
  const noticeRef = useRef<HTMLDivElement>(null);
  const load = useCallback(async () => {
    try {
      setChanges((await onlineApi.waiting()).changes);
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (report.url) window.open(report.url, '_blank', 'noopener');
  }, [report.url]);

  const publish = async (change: WaitingChange) => {
    setBusy(change.id);
    setNotice(undefined);
    try {
      await onlineApi.publish(change.id);
      setNotice({ text: `Published. ${change.author.name}'s change is on its way to the live site (it shows there once the host has built it).` });
      onPublished?.();
      await load();
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
      await load();
    } finally {
      setBusy(undefined);
      noticeRef.current?.focus();
    }
  };

  return (
    <section className="online-publish" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className="online-publish__title">Changes waiting to be published</h2>
      <div ref={noticeRef} tabIndex={-1} role={notice?.error ? 'alert' : 'status'} className={notice ? `notice${notice.error ? ' notice--error' : ''}` : 'online-publish__quiet'}>
        {notice?.text}
      </div>
      {report.making && <p role="status">The report of the change is being made; it opens in a new tab when it is ready (a minute or two).</p>}
      {report.error && <p role="alert" className="notice notice--error">{report.error}</p>}
      {changes === undefined ? (
        <p role="status">Looking for changes…</p>
      ) : changes.length === 0 ? (
        <p>Nothing is waiting: every change sent so far is live.</p>
      ) : (
        <ul className="online-publish__list">
          {changes.map((change) => (
            <li key={change.id} className="online-publish__item">
              <h3 className="online-publish__who">
                {change.author.name} <span className="online-publish__when">sent {when(change.updatedAt)}</span>
              </h3>
              {change.words.map((words, i) => (
                <p key={i} className="online-publish__words">
                  {words}
                </p>
              ))}
              <p className="online-publish__places">Changes: {[...new Set(change.files.map(placeOf))].join(', ')}</p>
              {change.conflicts && (
                <p className="notice notice--warning">Something published since changed the same place. Publishing puts both together where it can, and says so if it cannot.</p>
              )}
              <div className="online-publish__actions">
                <button type="button" className="button" onClick={() => setReviewing(change.id)} disabled={reviewing === change.id && report.making}>
                  See what changed<span className="visually-hidden"> in {change.author.name}'s change</span>
                </button>
                <button type="button" className="button button--primary" onClick={() => void publish(change)} disabled={busy !== undefined}>
                  {busy === change.id ? 'Publishing…' : 'Publish'}
                  <span className="visually-hidden"> {change.author.name}'s change</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
