import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../api/client.ts';
import type { Changes } from '../api/types.ts';
import { Dialog } from './Dialog.tsx';
import { PatchDiff } from './DiffView.tsx';
import { VisualReview } from './VisualReview.tsx';

const STATUS = { modified: 'Changed', added: 'New', deleted: 'Deleted' } as const;

interface Props {
  onClose: () => void;
  /** Called after a discard, so an open copy of the file is reloaded. */
  onDiscarded: (path: string) => void;
  titleOf: (path: string) => string | undefined;
}

/** Saved changes since the last commit, each with its lines and a way to undo it; then a commit. */
export function ChangesPanel({ onClose, onDiscarded, titleOf }: Props) {
  const [changes, setChanges] = useState<Changes>();
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>();
  const [confirming, setConfirming] = useState<string>();
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

  const discard = async (path: string) => {
    setConfirming(undefined);
    try {
      await api.discard(path);
      setNotice({ text: `Your changes to ${titleOf(path) ?? path} were undone.` });
      onDiscarded(path);
      await load();
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), error: true });
    }
  };
  const commit = async (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim()) return;
    try {
      const { commit: id } = await api.commit(message.trim());
      setNotice({ text: `Committed (${id.slice(0, 7)}). Your changes are now recorded in the project's history.` });
      setMessage('');
      await load();
    } catch (err) {
      setNotice({ text: err instanceof Error ? err.message : String(err), error: true });
    }
  };

  return (
    <Dialog title="Saved changes" onClose={onClose} wide>
      {notice && <p className={`notice${notice.error ? ' notice--error' : ''}`} role="status">{notice.text}</p>}
      {!changes ? (
        <p role="status">Looking for changes…</p>
      ) : !changes.git ? (
        <p className="notice">
          This copy of the site is not a git checkout, so there is no history to commit to. Saving works as
          usual; whoever publishes the site picks up the saved files.
        </p>
      ) : (
        <>
          <p className="dialog__lead">Files you saved since the last commit. Edits you have not saved yet are not listed.</p>
          {!changes.files.length && <p>No saved changes since the last commit.</p>}
          <ul className="changes">
            {changes.files.map((f) => (
              <li key={f.path} className="changes__file">
                <div className="changes__head">
                  <h3 className="changes__title">
                    {titleOf(f.path) ?? f.path} <span className="changes__status">{STATUS[f.status]}</span>
                  </h3>
                  <code className="changes__path">{f.path}</code>
                  {confirming === f.path ? (
                    <span className="changes__confirm">
                      <button type="button" className="button button--small button--danger" onClick={() => void discard(f.path)}>Yes, undo these changes</button>
                      <button type="button" className="button button--small" onClick={() => setConfirming(undefined)}>Keep them</button>
                    </span>
                  ) : (
                    <button type="button" className="button button--small" onClick={() => setConfirming(f.path)}>
                      Discard<span className="visually-hidden"> changes to {titleOf(f.path) ?? f.path}</span>
                    </button>
                  )}
                </div>
                <PatchDiff patch={f.diff} />
              </li>
            ))}
          </ul>
          {changes.files.length > 0 && <VisualReview />}
          {changes.files.length > 0 && (
            <form className="commit" onSubmit={(e) => void commit(e)}>
              <label htmlFor="commit-message" className="field__label">
                What did you change? <span className="field__required" aria-hidden="true">*</span>
              </label>
              <p id="commit-help" className="field__help">A short sentence for the project's history, such as “New prices on the pricing page”.</p>
              <textarea id="commit-message" className="input" rows={2} required aria-describedby="commit-help" value={message} onChange={(e) => setMessage(e.target.value)} />
              <button type="submit" className="button button--primary" disabled={!message.trim()}>Commit</button>
            </form>
          )}
        </>
      )}
    </Dialog>
  );
}
