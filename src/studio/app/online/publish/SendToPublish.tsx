import { useId, useState, type FormEvent } from 'react';
import { messageOf, onlineApi } from './api.ts';

type Notice = { text: string; error?: boolean };

/**
 * For editors: the saved changes, with a few words about them, go to the publishers' list. They
 * stay the editor's own (nobody else's work shows them) until a publisher puts them live.
 */
export function SendToPublish({ onSent }: { onSent?: () => void }) {
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onlineApi.submit(message);
      setMessage('');
      setNotice({ text: 'Sent. A publisher now sees your change and can put it live.' });
      onSent?.();
    } catch (err) {
      setNotice({ text: messageOf(err), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="online-publish" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="online-publish__title">Send to be published</h2>
      <form className="online-publish" onSubmit={(e) => void send(e)}>
        <label htmlFor={id} className="field__label">
          What did you change?
        </label>
        <textarea id={id} className="input" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="For example: new prices on the services page" />
        <div>
          <button type="submit" className="button button--primary" disabled={busy || !message.trim()}>
            {busy ? 'Sending…' : 'Send to be published'}
          </button>
        </div>
      </form>
      <div role={notice?.error ? 'alert' : 'status'} className={notice ? `notice${notice.error ? ' notice--error' : ''}` : 'online-publish__quiet'}>
        {notice?.text}
      </div>
    </section>
  );
}
