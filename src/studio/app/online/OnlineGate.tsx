import { useEffect, useState, type ReactNode } from 'react';
import { readSession, type OnlinePerson } from './api.ts';
import { OnlineBar } from './OnlineBar.tsx';
import { PublishPanel } from './publish/PublishPanel.tsx';
import './online.css';

/**
 * The Studio as it is, plus, when it runs online (`npm run studio:serve`), the bar of the person
 * signed in (account, people, log, sign out). The local Studio (`npm start`) is shown unchanged.
 */
export function OnlineGate({ children }: { children: ReactNode }) {
  const online = document.querySelector('meta[name="studio-mode"]')?.getAttribute('content') === 'online';
  const [person, setPerson] = useState<OnlinePerson>();
  useEffect(() => {
    if (!online) return;
    void readSession().then((session) => {
      if (session === 'signed-out') window.location.assign('/__studio/signin');
      else if (session.mode === 'online') setPerson(session.person);
    });
  }, [online]);
  if (!online) return <>{children}</>;
  return (
    <div className="online">
      <OnlineBar person={person} />
      {person && <PublishPanel person={person} />}
      <div className="online__studio">{children}</div>
    </div>
  );
}
