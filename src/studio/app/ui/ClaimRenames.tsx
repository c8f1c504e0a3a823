import { useEffect, useLayoutEffect, useState } from 'react';
import { api } from '../api/client.ts';
import type { StudioClaim } from '../api/types.ts';
import { NearFocus } from './NearFocus.tsx';

interface Props {
  renames: { from: string; to: string }[];
  claims?: StudioClaim[];
  keepOld: boolean;
  onKeepOld: (keepOld: boolean) => void;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The places each claim is used as saved: the old names are only there (the draft has the new ones). */
function useSavedUses(wanted: boolean): Map<string, number> | undefined {
  const [uses, setUses] = useState<Map<string, number>>();
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    api.claims().then(
      (list) => live && setUses(new Map(list.claims.map((c) => [c.id, c.usages.length]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return uses;
}

/** The name box of the figure or fact renamed last: the notice goes right after it. */
function nameBox(to: string | undefined): Element | null {
  if (to === undefined) return null;
  return [...document.querySelectorAll<HTMLInputElement>('.editor .entry__name input')].find((input) => input.value === to) ?? null;
}

/**
 * A figure or fact renamed here: how many places use the old name (as saved), and the offer to
 * rename them all in the same save, beside the name box that was changed.
 */
export function ClaimRenames({ renames, claims, keepOld, onKeepOld }: Props) {
  const saved = useSavedUses(renames.length > 0);
  const last = renames.at(-1)?.to;
  const [near, setNear] = useState<Element | null>(null);
  useLayoutEffect(() => setNear(nameBox(last)), [last]);
  if (!renames.length) return null;
  const known = !!saved || !!claims;
  const uses = (id: string) => saved?.get(id) ?? claims?.find((c) => c.id === id)?.usages.length ?? 0;
  const total = renames.reduce((n, r) => n + uses(r.from), 0);
  return (
    <NearFocus near={near}>
      <div className="notice claim-renames">
        {renames.map((r) => (
          <p key={r.from}>
            “{r.from}” is now called “{r.to}”{known ? `; ${plural(uses(r.from), 'place')} ${uses(r.from) === 1 ? 'uses' : 'use'} the old name.` : '.'}
          </p>
        ))}
        <label className="check">
          <input type="checkbox" className="check__box" checked={!keepOld} onChange={(e) => onKeepOld(!e.target.checked)} />
          <span className="check__label">Rename everywhere when I save{known && total ? ` (${plural(total, 'place')})` : ''}</span>
        </label>
      </div>
    </NearFocus>
  );
}
