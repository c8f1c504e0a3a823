import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '../ui/Dialog.tsx';
import { onlineCall, type OnlinePerson } from './api.ts';

type Role = OnlinePerson['role'];
interface People { people: OnlinePerson[]; invites: { email: string; role: Role; expiresAt: string }[] }
const ROLES: { value: Role; words: string }[] = [
  { value: 'editor', words: 'Editor: edits, saves, previews, sends for review' },
  { value: 'publisher', words: 'Publisher: also publishes and undoes' },
  { value: 'admin', words: 'Admin: also manages people and settings' },
];

/** Admins invite people by email and role, change roles and remove people (whose sessions end at once). */
export function PeopleDialog({ me, onClose }: { me: OnlinePerson; onClose: () => void }) {
  const [data, setData] = useState<People>();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [link, setLink] = useState<string>();
  const [message, setMessage] = useState('');
  const ids = { email: useId(), role: useId() };
  const load = () => onlineCall<People>('GET', '/people').then(setData, (e: Error) => setMessage(e.message));
  useEffect(() => void load(), []);
  const act = async (what: () => Promise<unknown>, done: string) => {
    setMessage('');
    try {
      await what();
      setMessage(done);
      await load();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    }
  };
  const invite = (e: FormEvent) => {
    e.preventDefault();
    void act(async () => {
      const made = await onlineCall<{ link: string }>('POST', '/people/invite', { email, role });
      setLink(made.link);
      setEmail('');
    }, `Invite made for ${email}. Send them the link below; it works once.`);
  };
  return (
    <Dialog title="People" onClose={onClose} wide>
      <form className="online-form" onSubmit={invite}>
        <h3>Invite someone</h3>
        <label htmlFor={ids.email}>Email address</label>
        <input id={ids.email} type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus />
        <label htmlFor={ids.role}>Role</label>
        <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => <option key={r.value} value={r.value}>{r.words}</option>)}
        </select>
        <button type="submit" className="button button--primary">Make an invite link</button>
      </form>
      {link && <p className="online-code">Invite link: <code>{link}</code></p>}
      <p role="status" className="online-message">{message}</p>
      <h3>People</h3>
      <ul className="online-list">
        {data?.people.map((p) => (
          <li key={p.id}>
            <span>{p.name} &lt;{p.email}&gt;</span>
            <label className="visually-hidden" htmlFor={`role-${p.id}`}>Role of {p.name}</label>
            <select id={`role-${p.id}`} value={p.role} onChange={(e) => void act(() => onlineCall('POST', '/people/role', { id: p.id, role: e.target.value }), `${p.name} is now ${e.target.value}.`)}>
              {ROLES.map((r) => <option key={r.value} value={r.value}>{r.value}</option>)}
            </select>
            {p.id !== me.id && (
              <button type="button" className="button button--small" onClick={() => void act(() => onlineCall('POST', '/people/remove', { id: p.id }), `${p.name} was removed and signed out.`)}>
                Remove {p.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!!data?.invites.length && (
        <>
          <h3>Invites not used yet</h3>
          <ul className="online-list">
            {data.invites.map((i, n) => <li key={n}>{i.email} as {i.role}, until {new Date(i.expiresAt).toLocaleDateString()}</li>)}
          </ul>
        </>
      )}
    </Dialog>
  );
}
