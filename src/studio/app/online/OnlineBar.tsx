import { useState } from 'react';
import { onlineCall, type OnlinePerson } from './api.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { AuditDialog } from './AuditDialog.tsx';
import { PeopleDialog } from './PeopleDialog.tsx';

type Open = 'account' | 'people' | 'audit' | undefined;

/** Who is signed in, their account, and for admins the people and the activity log. */
export function OnlineBar({ person }: { person?: OnlinePerson }) {
  const [open, setOpen] = useState<Open>();
  const signOut = async () => {
    await onlineCall('POST', '/auth/signout').catch(() => undefined);
    window.location.assign('/__studio/signin');
  };
  return (
    <nav className="online-bar" aria-label="Your account">
      <p className="online-bar__who">{person ? `${person.name} (${person.role})` : 'Signing in…'}</p>
      {person && (
        <div className="online-bar__actions">
          <button type="button" className="button button--small" onClick={() => setOpen('account')}>Your account</button>
          {person.role === 'admin' && <button type="button" className="button button--small" onClick={() => setOpen('people')}>People</button>}
          {person.role === 'admin' && <button type="button" className="button button--small" onClick={() => setOpen('audit')}>Activity log</button>}
          <button type="button" className="button button--small" onClick={() => void signOut()}>Sign out</button>
        </div>
      )}
      {open === 'account' && <AccountDialog onClose={() => setOpen(undefined)} />}
      {open === 'people' && person && <PeopleDialog me={person} onClose={() => setOpen(undefined)} />}
      {open === 'audit' && <AuditDialog onClose={() => setOpen(undefined)} />}
    </nav>
  );
}
