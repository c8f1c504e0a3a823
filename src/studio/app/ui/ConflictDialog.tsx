import { useState } from 'react';
import { resolveText } from '../../../../scripts/content/claims/syntax.ts';
import type { Doc } from '../doc/document.ts';
import type { FieldConflict, Path } from '../doc/merge.ts';
import { placeOf } from '../doc/words.ts';
import { blockTypeOf } from '../schemas/index.ts';
import type { ClaimValues } from '../text/claimDom.ts';
import { Dialog } from './Dialog.tsx';

/** A value as a person reads it: words with claims by value, a list of sections by their kinds. */
function readable(value: unknown, claims: ClaimValues): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return resolveText(value, (id) => claims.get(id)?.value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) {
    return value.map((item, i) => `${i + 1}. ${blockTypeOf((item as { type?: unknown } | null)?.type)?.title ?? readable(firstWords(item), claims)}`).join('\n');
  }
  return Object.values(value).filter((v) => typeof v === 'string').map((v) => readable(v, claims)).join('\n');
}

const firstWords = (item: unknown): unknown => (item && typeof item === 'object' ? Object.values(item).find((v) => typeof v === 'string') : item);

interface Props {
  doc: Doc;
  claims: ClaimValues;
  /** The site settings' data, to name pages as their menu does. */
  site: unknown;
  onChoose: (choices: { at: Path; version: 'mine' | 'theirs' }[]) => void;
  onClose: () => void;
}

/**
 * The file changed elsewhere in fields this person changed too: each field with both versions side
 * by side, and a choice of one per field. Until then the form keeps their own version.
 */
export function ConflictDialog({ doc, claims, site, onChoose, onClose }: Props) {
  const conflicts: FieldConflict[] = doc.conflicts ?? [];
  const [choices, setChoices] = useState<Record<number, 'mine' | 'theirs'>>({});
  // Paths of a draft start with its data (a post's article text is beside it).
  const place = (c: FieldConflict) => placeOf(doc.path, doc.history.present.data, c.path[0] === 'data' ? c.path.slice(1) : c.path, site);
  const ready = conflicts.every((_, i) => choices[i]);
  return (
    <Dialog title="Choose between two versions" onClose={onClose} wide>
      <p className="dialog__lead">
        While you were editing, {conflicts.length === 1 ? 'a field you changed was' : `${conflicts.length} fields you changed were`} also changed
        somewhere else (another person, or a text editor). Everything else from both sides is kept. For each field, choose the version to keep.
      </p>
      <form
        className="choices"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onChoose(conflicts.map((c, i) => ({ at: c.path, version: choices[i]! })));
        }}
      >
        {conflicts.map((c, i) => (
          <fieldset key={c.path.join('/')} className="choice">
            <legend className="choice__field">{place(c)}</legend>
            <div className="choice__sides">
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={`choice__side${choices[i] === side ? ' choice__side--picked' : ''}`}>
                  <span className="choice__pick">
                    <input type="radio" name={`choice-${i}`} value={side} checked={choices[i] === side} onChange={() => setChoices((old) => ({ ...old, [i]: side }))} />{' '}
                    {side === 'mine' ? 'Keep your version' : 'Use the version saved elsewhere'}
                  </span>
                  <span className="choice__value">{readable(side === 'mine' ? c.mine : c.theirs, claims)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!ready}>
            Use these versions
          </button>
          <button type="button" className="button" onClick={onClose}>Decide later</button>
        </div>
      </form>
    </Dialog>
  );
}
