import { useState, type FormEvent } from 'react';
import type { PlanSummary } from '../api/types.ts';
import type { Doc } from '../doc/document.ts';
import { Dialog } from '../ui/Dialog.tsx';

/** What an address means to a person: the patterns of the blog and the not-found page in words. */
export function addressWords(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  if (address === '*') return 'Page not found';
  if (/\/:\w+/.test(address)) return address.startsWith('/blog/') ? 'Blog post page (every post)' : 'Page for every entry';
  return address;
}

const fixed = (address: string) => address === '/' || address === '*' || /\/:\w+/.test(address);

interface Props {
  doc: Doc;
  address?: string;
  /** What saving changes (from the last check): the new address, when it moves. */
  summary?: PlanSummary;
  onChangeRoute: (route: string | undefined) => void;
}

/** The page's or post's address, and for a page a way to give it a new one (taken when saved). */
export function AddressBar({ doc, address, summary, onChangeRoute }: Props) {
  const [asking, setAsking] = useState(false);
  const [value, setValue] = useState('');
  if (!address) return null;
  const moving = summary?.moved;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const route = value.trim().toLowerCase().replace(/\s+/g, '-');
    setAsking(false);
    onChangeRoute(route && route !== address ? (route.startsWith('/') ? route : `/${route}`) : undefined);
  };
  return (
    <div className="editor__address">
      <p>
        Address on the site: <strong className="address">{addressWords(address)}</strong>
        {doc.kind === 'page' && !fixed(address) && (
          <button type="button" className="button button--small button--quiet" onClick={() => { setValue(doc.route ?? address); setAsking(true); }}>
            Change address
          </button>
        )}
      </p>
      {(moving || doc.route) && (
        <p className="notice address__moving">
          When you save, the address becomes <strong>{moving?.to ?? doc.route}</strong>; anyone who opens {moving?.from ?? address} is taken there, and links on the site follow.
          {doc.kind === 'page' && doc.route && (
            <button type="button" className="button button--small button--quiet" onClick={() => onChangeRoute(undefined)}>Keep the old address</button>
          )}
        </p>
      )}
      {asking && (
        <Dialog title="Change the page's address" onClose={() => setAsking(false)}>
          <form className="create" onSubmit={submit}>
            <div className="field">
              <label className="field__label" htmlFor="new-address">New address</label>
              <p className="field__help" id="new-address-help">
                Starts with /, in lowercase letters, digits and hyphens, such as /services/new-name. The old address keeps working: it takes visitors to the new one, and links on the site follow when you save.
              </p>
              <input id="new-address" className="input" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="new-address-help" spellCheck={false} data-autofocus />
            </div>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary">Use this address</button>
              <button type="button" className="button" onClick={() => setAsking(false)}>Cancel</button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
