import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { messageOf, onlineApi, when, type PreviewInfo } from './api.ts';

type Notice = { text: string; error?: boolean };

/**
 * "Share a preview": the site built with the saved changes, at a link anyone can open without
 * signing in, until it expires or is stopped here. Each link shows the site as it was when made.
 */
export function SharePreview() {
  const [links, setLinks] = useState<PreviewInfo[]>();
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string>();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const load = useCallback(async () => {
    try {
      setLinks((await onlineApi.previews()).previews);
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const address = (path: string) => new URL(path, window.location.origin).href;

  const share = async () => {
    setBusy(true);
    setNotice({ text: 'Making the preview with your saved changes; this takes a few seconds…' });
    try {
      const preview = await onlineApi.preview();
      setMade(address(preview.path));
      setNotice({ text: `The preview is ready. Anyone with the link can see it until ${when(preview.expiresAt)}.` });
      await load();
      linkRef.current?.focus();
      linkRef.current?.select();
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      setNotice({ text: 'Link copied.' });
    } catch {
      linkRef.current?.select();
      setNotice({ text: 'Copy the selected link with Ctrl+C (or ⌘C).' });
    }
  };
  const stop = async (token: string) => {
    try {
      await onlineApi.revokePreview(token);
      if (made?.includes(token)) setMade(undefined);
      setNotice({ text: 'That link no longer works.' });
      await load();
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    }
  };

  return (
    <section className="online-publish" aria-labelledby="share-heading">
      <h2 id="share-heading" className="online-publish__title">Share a preview</h2>
      <p>Show your saved changes to anyone before they go live: they open the link, no account needed. Search engines never list it.</p>
      <button type="button" className="button button--primary" onClick={() => void share()} disabled={busy}>
        {busy ? 'Making the preview…' : 'Share a preview'}
      </button>
      <div role={notice?.error ? 'alert' : 'status'} className={notice ? `notice${notice.error ? ' notice--error' : ''}` : 'online-publish__quiet'}>
        {notice?.text}
      </div>
      {made && (
        <div className="online-publish__link">
          <label htmlFor={linkId} className="field__label">
            Preview link
          </label>
          <input id={linkId} ref={linkRef} className="input" type="url" readOnly value={made} />
          <button type="button" className="button" onClick={() => void copy()}>
            Copy link
          </button>
          <a className="button" href={made} target="_blank" rel="noopener noreferrer">
            Open the preview<span className="visually-hidden"> (new tab)</span>
          </a>
        </div>
      )}
      {links && links.length > 0 && (
        <>
          <h3 className="online-publish__subtitle">Links that work now</h3>
          <ul className="online-publish__list">
            {links.map((link) => (
              <li key={link.token} className="online-publish__item online-publish__row">
                <span>
                  Made {when(link.createdAt)} by {link.createdBy.name}, works until {when(link.expiresAt)}
                </span>
                <button type="button" className="button button--small" onClick={() => void stop(link.token)}>
                  Stop this link<span className="visually-hidden"> made {when(link.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
