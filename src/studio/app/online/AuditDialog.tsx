import { useEffect, useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { onlineCall } from './api.ts';

interface Entry { at: string; who: string; action: string; detail: string }

/** Who signed in, invited, saved, previewed, published and undid, and when (newest first). */
export function AuditDialog({ onClose }: { onClose: () => void }) {
  const [entries, setEntries] = useState<Entry[]>();
  const [message, setMessage] = useState('');
  useEffect(() => void onlineCall<{ entries: Entry[] }>('GET', '/audit').then((a) => setEntries(a.entries), (e: Error) => setMessage(e.message)), []);
  return (
    <Dialog title="Activity log" onClose={onClose} wide>
      <p role="status" className="online-message">{message}</p>
      {entries && (
        <div className="online-table" tabIndex={0} role="region" aria-label="Activity, newest first">
          <table>
            <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Details</th></tr></thead>
            <tbody>
              {entries.map((e, i) => (
                <tr key={i}><td><time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time></td><td>{e.who}</td><td>{e.action}</td><td>{e.detail}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
