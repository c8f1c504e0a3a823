import { startRegistration } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { onlineCall } from './api.ts';

interface Account { passkeys: number; sessions: number }

/** A second passkey, a recovery code (shown once), and signing out on every device. */
export function AccountDialog({ onClose }: { onClose: () => void }) {
  const [account, setAccount] = useState<Account>();
  const [code, setCode] = useState<string>();
  const [message, setMessage] = useState('');
  const load = () => onlineCall<Account>('GET', '/account').then(setAccount, (e: Error) => setMessage(e.message));
  useEffect(() => void load(), []);
  const addPasskey = async () => {
    setMessage('');
    try {
      const { ceremony, options } = await onlineCall<{ ceremony: string; options: any }>('POST', '/account/passkey/options');
      const response = await startRegistration({ optionsJSON: options });
      await onlineCall('POST', '/account/passkey/finish', { ceremony, response });
      setMessage('Passkey added.');
      await load();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const newCode = async () => {
    setMessage('');
    try {
      setCode((await onlineCall<{ code: string }>('POST', '/account/recovery-code')).code);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const everywhere = async () => {
    await onlineCall('POST', '/auth/signout-everywhere').catch(() => undefined);
    window.location.assign('/__studio/signin');
  };
  return (
    <Dialog title="Your account" onClose={onClose}>
      {account && <p>You have {account.passkeys} {account.passkeys === 1 ? 'passkey' : 'passkeys'} and are signed in on {account.sessions} {account.sessions === 1 ? 'device' : 'devices'}.</p>}
      <div className="online-actions">
        <button type="button" className="button" onClick={() => void addPasskey()} data-autofocus>Add another passkey</button>
        <button type="button" className="button" onClick={() => void newCode()}>Make a recovery code</button>
        <button type="button" className="button button--danger" onClick={() => void everywhere()}>Sign out everywhere</button>
      </div>
      {code && (
        <p className="online-code">
          Your recovery code (it is shown only now, works once, and replaces any earlier one): <strong><code>{code}</code></strong>
        </p>
      )}
      <p role="status" className="online-message">{message}</p>
    </Dialog>
  );
}
