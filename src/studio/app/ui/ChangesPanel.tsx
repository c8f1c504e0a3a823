import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../api/client.ts';
import type { Change, Changes, Sent } from '../api/types.ts';
import { changeSentence, NO_VISIBLE_CHANGE } from '../../../../scripts/content/changes/index.ts';
import { savedSurroundings, wordedChanges, type Surroundings } from '../doc/words.ts';
import { Dialog } from './Dialog.tsx';
import { PatchDiff } from './DiffView.tsx';
import { pictureTitle } from '../forms/pictureTitle.ts';
import { VisualReview } from './VisualReview.tsx';

interface Props {
  onClose: () => void;
  /** Called after a discard, so an open copy of the file is reloaded. */
  onDiscarded: (path: string) => void;
  /** What people call a file ("About Us (/about)"); a picture by its address. */
  nameOf: (path: string) => string;
  /** In the Changes tab of a narrow screen rather than a dialog. */
  inline?: boolean;
  /** The site settings and the claims, to name places and show figures by value. */
  around: Surroundings;
}

type Notice = { text: ReactNode; error?: boolean };

function status(change: Change): string {
  if (change.status === 'moved') return 'Moved';
  return { modified: 'Changed', added: 'New', deleted: 'Deleted' }[change.status];
}

/**
 * Saved changes since the last commit: each with a tick to include it, what changed (its lines one
 * click away), and a way to undo it. Then a short note and either Commit (recorded here) or Send
 * for review (a branch on the shared copy, and the page where someone approves it).
 */
export function ChangesPanel({ onClose, onDiscarded, nameOf, inline, around: editing }: Props) {
  const [changes, setChanges] = useState<Changes>();
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice>();
  const [confirming, setConfirming] = useState<string>();
  const [left, setLeft] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const load = useCallback(async () => {
    try {
      setChanges(await api.changes());
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), error: true });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // The result of an action is where the focus goes, so it is read out and nothing is missed.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // New pictures are listed with the file that uses them, and go with it.
  const used = new Set((changes?.files ?? []).flatMap((f) => f.uses ?? []));
  // Saved changes are told between the last commit and the saved files, with the figures of each.
  const around = savedSurroundings(changes?.files ?? [], editing);
  const listed = (changes?.files ?? []).filter((f) => !used.has(f.path));
  // Files already sent for review (as they are now) are listed apart, so nobody sends them twice.
  const files = listed.filter((f) => !f.sent);
  const sent = listed.filter((f) => f.sent);
  const picked = files.filter((f) => !left.has(f.path)).map((f) => f.path);

  const discard = async (path: string) => {
    setConfirming(undefined);
    try {
      await api.discard(path);
      setNotice({ text: `Your changes to ${nameOf(path)} were undone.` });
      onDiscarded(path);
      await load();
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), error: true });
    }
  };
  const act = async (e: FormEvent, how: 'commit' | 'send') => {
    e.preventDefault();
    if (!message.trim() || !picked.length) return;
    setBusy(true);
    try {
      if (how === 'commit') {
        await api.commit(message.trim(), picked);
        setNotice({ text: 'Recorded: your changes are kept in the site’s history, ready to be shared.' });
      } else {
        setNotice({ text: <SentNotice sent={await api.send(message.trim(), picked)} /> });
      }
      setMessage('');
      await load();
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), error: true });
    } finally {
      setBusy(false);
    }
  };

  const body = (
    <>
      <div ref={noticeRef} tabIndex={-1} className="changes__notice" role="status">
        {notice && <div className={`notice${notice.error ? ' notice--error' : ''}`}>{notice.text}</div>}
      </div>
      {!changes ? (
        <p role="status">Looking for changes…</p>
      ) : !changes.git ? (
        <p className="notice">
          This copy of the site keeps no history of changes, so there is nothing to record them in. Saving works
          as usual; whoever publishes the site picks up the saved files.
        </p>
      ) : (
        <>
          <p className="dialog__lead">Files you saved since changes were last recorded or sent. Edits you have not saved yet are not listed. Untick a file to leave it out.</p>
          {!files.length && <p>{sent.length ? 'Every saved change has been sent for review.' : 'No saved changes waiting.'}</p>}
          <ul className="changes">
            {files.map((f) => (
              <li key={f.path} className="changes__file" data-path={f.path}>
                <div className="changes__head">
                  <label className="changes__pick">
                    <input type="checkbox" checked={!left.has(f.path)} onChange={(e) => setLeft((old) => { const next = new Set(old); if (e.target.checked) next.delete(f.path); else next.add(f.path); return next; })} />
                    <span className="changes__title">{nameOf(f.path)}</span>
                  </label>
                  <span className="changes__status">{status(f)}</span>
                  {confirming === f.path ? (
                    <span className="changes__confirm">
                      <button type="button" className="button button--small button--danger" onClick={() => void discard(f.path)}>Yes, undo these changes</button>
                      <button type="button" className="button button--small" onClick={() => setConfirming(undefined)}>Keep them</button>
                    </span>
                  ) : (
                    <button type="button" className="button button--small" onClick={() => setConfirming(f.path)}>
                      Discard<span className="visually-hidden"> changes to {nameOf(f.path)}</span>
                    </button>
                  )}
                </div>
                {f.from && <p className="changes__note">Moved from {nameOf(f.from)}.</p>}
                {f.uses?.length ? <p className="changes__note">With its new {f.uses.length === 1 ? 'picture' : 'pictures'}: {f.uses.map((u) => pictureTitle(u)).join(', ')}</p> : null}
                {f.before !== undefined && <ChangeWords file={f.path} before={f.before} after={f.after ?? null} around={around} />}
                <details className="changes__lines">
                  <summary>Show the lines of the file</summary>
                  <PatchDiff patch={f.diff} />
                </details>
              </li>
            ))}
          </ul>
          {sent.length > 0 && (
            <section className="changes-sent" aria-labelledby="changes-sent-heading">
              <h3 id="changes-sent-heading" className="changes-sent__heading">Sent for review</h3>
              <p className="changes__note">Waiting for someone to approve them. Edit one of them again and it comes back to the list above.</p>
              <ul className="changes">
                {sent.map((f) => (
                  <li key={f.path} className="changes__file" data-path={f.path}>
                    <span className="changes__title">{nameOf(f.path)}</span>
                    {f.before !== undefined && <ChangeWords file={f.path} before={f.before} after={f.after ?? null} around={around} />}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {files.length > 0 && <VisualReview />}
          {files.length > 0 && (
            <form className="commit" onSubmit={(e) => void act(e, 'commit')}>
              <label htmlFor="commit-message" className="field__label">
                What did you change? <span className="field__required" aria-hidden="true">*</span>
              </label>
              <p id="commit-help" className="field__help">A short sentence for the project's history and the review, such as “New prices on the pricing page”.</p>
              <textarea id="commit-message" className="input" rows={2} required aria-describedby="commit-help" value={message} onChange={(e) => setMessage(e.target.value)} />
              <div className="commit__actions">
                <button type="button" className="button button--primary" disabled={busy || !message.trim() || !picked.length} onClick={(e) => void act(e, 'send')}>
                  Send for review
                </button>
                <button type="submit" className="button" disabled={busy || !message.trim() || !picked.length}>Record in history</button>
              </div>
              <p className="field__help">Send for review passes the ticked files to someone who approves them before they go live. Record in history keeps them in the site’s history here only, without sending them.</p>
            </form>
          )}
        </>
      )}
    </>
  );
  if (inline) return <section className="changes-panel" aria-labelledby="changes-heading"><h2 id="changes-heading" className="changes-panel__heading">Saved changes</h2>{body}</section>;
  return (
    <Dialog title="Saved changes" onClose={onClose} wide>
      {body}
    </Dialog>
  );
}

/** A saved change in words, as the review names it. */
function ChangeWords({ file, before, after, around }: { file: string; before: string | null; after: string | null; around: Surroundings }) {
  const sentences = wordedChanges(file, before ?? undefined, after ?? undefined, around).map(changeSentence);
  if (!sentences.length) return <p className="changes__note">{NO_VISIBLE_CHANGE}</p>;
  return (
    <ul className="worded">
      {sentences.map((s, i) => <li key={i} className="worded__change">{s}</li>)}
    </ul>
  );
}

/** Where the changes went and the page that opens the review. */
function SentNotice({ sent }: { sent: Sent }) {
  return (
    <>
      <p>
        Sent for review. Your changes stay saved here too, listed under “Sent for review”.
      </p>
      {sent.reviewUrl ? (
        <p className="notice__actions">
          <a className="button button--primary button--small review-link" href={sent.reviewUrl} target="_blank" rel="noopener noreferrer">
            Open the review page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className="review-url">{sent.reviewUrl}</span>
        </p>
      ) : (
        <>
          <p>The Studio knows no web page where these changes are approved, so a developer opens the review.</p>
          {/* The one place the Studio names a branch (issue 30 asks for it): a developer needs its name to find the changes. */}
          <p data-for-developers="">
            Tell a developer: <q className="sent-message">I sent my changes for review on the branch <strong>{sent.branch}</strong>. Please review them and merge them into {sent.into}.</q>
          </p>
        </>
      )}
    </>
  );
}
