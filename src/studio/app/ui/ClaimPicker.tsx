import { useState } from 'react';
import type { StudioClaim } from '../api/types.ts';
import { Dialog } from './Dialog.tsx';

interface Props {
  claims?: StudioClaim[];
  /** The text box the claim goes into, by its label; none before the person has been in one. */
  into?: string;
  onPick: (claim: StudioClaim) => void;
  onClose: () => void;
}

/** Every figure and fact, found by name or value; picking one writes {{name}} where the caret was. */
export function ClaimPicker({ claims, into, onPick, onClose }: Props) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (claims ?? []).filter((c) => words.every((w) => `${c.id} ${c.value}`.toLowerCase().includes(w)));
  return (
    <Dialog title="Insert a claim" onClose={onClose}>
      <p className="dialog__lead">
        {into
          ? <>It goes into “{into}” where the cursor was, written as {'{{name}}'}: the page shows the value from content/claims.yaml.</>
          : 'First click in the text box where the figure or fact should go, then choose it here.'}
      </p>
      <label htmlFor="claim-picker-search" className="field__label">Find a claim</label>
      <input id="claim-picker-search" type="search" className="input" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name or value" autoFocus />
      <ul className="claim-picker">
        {shown.map((c) => (
          <li key={c.id}>
            <button type="button" className="claim-picker__pick" onClick={() => onPick(c)} disabled={!into}>
              <code>{`{{${c.id}}}`}</code>
              <span className="claim-picker__value">{c.value}</span>
            </button>
          </li>
        ))}
      </ul>
      {!claims && <p role="status">Reading the claims…</p>}
      {claims && !shown.length && <p role="status">No claim matches “{query}”.</p>}
    </Dialog>
  );
}
