import { useState } from 'react';
import type { StudioClaim } from '../api/types.ts';
import type { ClaimValues } from '../text/claimDom.ts';
import { Dialog } from './Dialog.tsx';

interface Props {
  claims?: StudioClaim[];
  /** What each claim measures or is (its "about"), by name. */
  values: ClaimValues;
  /** The text box the claim goes into, by its label; none before the person has been in one. */
  into?: string;
  onPick: (claim: StudioClaim) => void;
  onClose: () => void;
}

/** Every figure and fact, found by what it is or its value; picking one puts it where the caret was. */
export function ClaimPicker({ claims, values, into, onPick, onClose }: Props) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const about = (c: StudioClaim) => values.get(c.id)?.about ?? c.id.replace(/-/g, ' ');
  const shown = (claims ?? []).filter((c) => words.every((w) => `${c.id} ${c.value} ${about(c)}`.toLowerCase().includes(w)));
  return (
    <Dialog title="Insert a figure or fact" onClose={onClose}>
      <p className="dialog__lead">
        {into
          ? <>It goes into “{into}” where the cursor was. The page shows its value, and follows when the figure or fact changes.</>
          : 'First click in the text box where the figure or fact should go, then choose it here.'}
      </p>
      <label htmlFor="claim-picker-search" className="field__label">Find a figure or fact</label>
      <input id="claim-picker-search" type="search" className="input" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="What it is, or its value" data-autofocus />
      <ul className="claim-picker">
        {shown.map((c) => (
          <li key={c.id}>
            <button type="button" className="claim-picker__pick" onClick={() => onPick(c)} disabled={!into} data-claim={c.id}>
              <span className="claim-picker__value">{c.value}</span>
              <span className="claim-picker__about">{about(c)}</span>
            </button>
          </li>
        ))}
      </ul>
      {!claims && <p role="status">Reading the figures and facts…</p>}
      {claims && !shown.length && <p role="status">Nothing matches “{query}”.</p>}
    </Dialog>
  );
}
