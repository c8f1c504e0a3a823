import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf, onlineApi, when, type PublishedChange } from './api.ts';

type Notice = { text: string; error?: boolean };

/**
 * For publishers: what went live from the Studio, newest first, by whom and when, each with Undo.
 * Undo asks once more, then puts the site back as it was before that change (a new change on top,
 * so nothing in the history is lost) and sends it live.
 */
export function PublishedChanges({ reloadKey = 0 }: { reloadKey?: number }) {
  const [changes, setChanges] = useState<PublishedChange[]>();
  const [notice, setNotice] = useState<Notice>();
  const [confirming, setConfirming] = useState<string>();
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const load = useCallback(async () => {
    try {
      setChanges((await onlineApi.published()).changes);
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const undo = async (change: PublishedChange) => {
    setBusy(true);
    setNotice(undefined);
    try {
      await onlineApi.undo(change.commit);
      setNotice({ text: `Undone. The site goes back to how it was before "${change.words}" once the host has built it.` });
      setConfirming(undefined);
      await load();
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    } finally {
      setBusy(false);
      noticeRef.current?.focus();
    }
  };

  return (
    <section className="online-publish" aria-labelledby="published-heading">
      <h2 id="published-heading" className="online-publish__title">Published changes</h2>
      <div ref={noticeRef} tabIndex={-1} role={notice?.error ? 'alert' : 'status'} className={notice ? `notice${notice.error ? ' notice--error' : ''}` : 'online-publish__quiet'}>
        {notice?.text}
      </div>
      {changes === undefined ? (
        <p role="status">Looking for published changes…</p>
      ) : changes.length === 0 ? (
        <p>Nothing has been published from the Studio yet.</p>
      ) : (
        <ul className="online-publish__list">
          {changes.map((change) => (
            <li key={change.commit} className="online-publish__item">
              <h3 className="online-publish__who">{change.kind === 'undo' ? `Undo: ${change.words.replace(/^Undo: /, '')}` : change.words}</h3>
              <p className="online-publish__when">
                {change.kind === 'undo'
                  ? `Undone by ${change.publishedBy.name}, ${when(change.publishedAt)}`
                  : `By ${change.author.name}, published by ${change.publishedBy.name}, ${when(change.publishedAt)}`}
              </p>
              {change.kind === 'publish' && change.undoneBy && <p className="online-publish__when">This change was undone.</p>}
              {change.kind === 'publish' && !change.undoneBy && (
                <div className="online-publish__actions">
                  {confirming === change.commit ? (
                    <>
                      <span>Put the site back as it was before this change?</span>
                      <button type="button" className="button button--danger" onClick={() => void undo(change)} disabled={busy} autoFocus>
                        {busy ? 'Undoing…' : 'Yes, undo it'}
                      </button>
                      <button type="button" className="button" onClick={() => setConfirming(undefined)} disabled={busy}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <button type="button" className="button" onClick={() => setConfirming(change.commit)}>
                      Undo<span className="visually-hidden"> "{change.words}"</span>
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
