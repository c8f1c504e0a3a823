import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { onlineCall } from '../api.ts';

const inviteToken = () => new URLSearchParams(window.location.hash.slice(1)).get('invite') ?? '';

/** What the browser says when the person cancels the passkey prompt, in plain words. */
function words(e: unknown): string {
  if (e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError')) return 'The passkey prompt was closed before it finished. Try again.';
  return e instanceof Error ? e.message : String(e);
}

const toStudio = () => window.location.assign('/__studio');

/**
 * The online Studio's door: an invite link (#invite=…, never sent to the server in the address)
 * makes a passkey; afterwards a passkey, or a recovery code, signs in.
 */
export function SignIn() {
  const [token] = useState(inviteToken);
  const [invite, setInvite] = useState<{ email: string; role: string }>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const ids = { email: useId(), code: useId() };
  // npm start serves this page too (the online server marks its pages): there the Studio needs no sign-in.
  const [local] = useState(() => document.querySelector('meta[name="studio-mode"]')?.getAttribute('content') !== 'online');

  useEffect(() => {
    if (!token) return;
    onlineCall<{ email: string; role: string }>('POST', '/auth/invite', { token }).then(setInvite, (e: Error) => setMessage(e.message));
  }, [token]);

  const run = async (what: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await what();
    } catch (e) {
      setMessage(words(e));
    } finally {
      setBusy(false);
    }
  };
  const register = () =>
    run(async () => {
      const { ceremony, options } = await onlineCall<{ ceremony: string; options: any }>('POST', '/auth/invite/options', { token });
      const response = await startRegistration({ optionsJSON: options });
      await onlineCall('POST', '/auth/invite/finish', { token, ceremony, response });
      history.replaceState(null, '', '/__studio/signin');
      toStudio();
    });
  const signIn = () =>
    run(async () => {
      const { ceremony, options } = await onlineCall<{ ceremony: string; options: any }>('POST', '/auth/signin/options');
      const response = await startAuthentication({ optionsJSON: options });
      await onlineCall('POST', '/auth/signin/finish', { ceremony, response });
      toStudio();
    });
  const recover = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await onlineCall('POST', '/auth/recovery', { email, code });
      toStudio();
    });
  };

  return (
    <main className="signin">
      <h1>Content Studio</h1>
      {local ? (
        <p>
          The Studio on this computer needs no sign-in: <a href="/__studio">open the Studio</a>.
        </p>
      ) : token ? (
        <section aria-labelledby="invite-title">
          <h2 id="invite-title">Accept your invite</h2>
          {invite && <p>You are invited as {invite.role} ({invite.email}). Make a passkey on this device: your fingerprint, face, screen lock or security key signs you in from now on. No password is needed.</p>}
          <button type="button" className="button button--primary" disabled={!invite || busy} onClick={() => void register()}>Create a passkey</button>
        </section>
      ) : (
        <>
          <section aria-labelledby="passkey-title">
            <h2 id="passkey-title">Sign in</h2>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void signIn()}>Sign in with a passkey</button>
          </section>
          <section aria-labelledby="recovery-title">
            <h2 id="recovery-title">Lost your passkey?</h2>
            <form className="online-form" onSubmit={recover}>
              <label htmlFor={ids.email}>Email address</label>
              <input id={ids.email} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
              <label htmlFor={ids.code}>Recovery code</label>
              <input id={ids.code} autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
              <button type="submit" className="button" disabled={busy}>Sign in with the recovery code</button>
            </form>
          </section>
        </>
      )}
      <p role="alert" className="online-message">{message}</p>
    </main>
  );
}
