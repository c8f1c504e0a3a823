import type { StudioClaim } from '../api/types.ts';

interface Props {
  renames: { from: string; to: string }[];
  claims?: StudioClaim[];
  keepOld: boolean;
  onKeepOld: (keepOld: boolean) => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A figure or fact renamed here: how many places use the old name, and the offer to rename them all in the same save. */
export function ClaimRenames({ renames, claims, keepOld, onKeepOld }: Props) {
  if (!renames.length) return null;
  const uses = (id: string) => claims?.find((c) => c.id === id)?.usages.length ?? 0;
  const total = renames.reduce((n, r) => n + uses(r.from), 0);
  return (
    <div className="notice claim-renames">
      {renames.map((r) => (
        <p key={r.from}>
          “{r.from}” is now called “{r.to}”{claims ? `; ${plural(uses(r.from), 'place')} ${uses(r.from) === 1 ? 'uses' : 'use'} the old name.` : '.'}
        </p>
      ))}
      <label className="check">
        <input type="checkbox" className="check__box" checked={!keepOld} onChange={(e) => onKeepOld(!e.target.checked)} />
        <span className="check__label">Rename everywhere when I save{claims && total ? ` (${plural(total, 'place')})` : ''}</span>
      </label>
    </div>
  );
}
