import { changeGroups } from '../../../../scripts/content/changes/index.ts';
import type { Doc } from '../doc/document.ts';
import { wordedChanges, type Surroundings } from '../doc/words.ts';
import { NearFocus } from './NearFocus.tsx';

interface Props {
  doc: Doc;
  around: Surroundings;
  /** The field the person was last in: the notice appears right after it. */
  near: Element | null;
  onChoose: () => void;
  onDismiss: () => void;
}

/** What the outside change brought in, in the words of the review ("Home › Hero › Headline: … → …"). */
export function incomingChanges(doc: Doc, around: Surroundings): string[] {
  if (!doc.incoming) return [];
  return changeGroups(wordedChanges(doc.path, doc.incoming.from, doc.base.text, around)).flatMap((g) => g.changes.map((c) => c.sentence));
}

/** The same in one sentence, for the Studio's live region. */
export function mergeWords(doc: Doc, around: Surroundings): string {
  const came = incomingChanges(doc, around);
  const both = doc.incoming?.conflicts ? ` ${doc.incoming.conflicts === 1 ? 'One field was' : `${doc.incoming.conflicts} fields were`} changed on both sides: choose which version to keep.` : '';
  return `This file was changed outside the Studio${came.length ? `: ${came.slice(0, 3).join('; ')}${came.length > 3 ? ` and ${came.length - 3} more` : ''}` : ''}. Your edits are kept.${both}`;
}

/**
 * The file changed on disk while it had edits here, and both were kept: said right where the
 * person is working (after their field), with the choice to make when both changed one field.
 */
export function MergeNotice({ doc, around, near, onChoose, onDismiss }: Props) {
  const pending = doc.conflicts?.length ?? 0;
  const came = incomingChanges(doc, around);
  return (
    <NearFocus near={near}>
      <div className={`notice merge-notice${pending ? ' notice--warning' : ''}`}>
        <p>This file was changed outside the Studio (by someone else, or in a text editor) while you were editing. Your edits are kept{came.length ? '; this came in:' : '.'}</p>
        {came.length > 0 && (
          <ul className="worded">
            {came.map((sentence, i) => <li key={i}>{sentence}</li>)}
          </ul>
        )}
        {pending > 0 && <p>{pending === 1 ? 'One field was' : `${pending} fields were`} changed on both sides: choose which version to keep.</p>}
        <div className="notice__actions">
          {pending > 0 && (
            <button type="button" className="button button--small button--primary" onClick={onChoose}>
              Choose between the versions ({pending})
            </button>
          )}
          <button type="button" className="button button--small" onClick={onDismiss}>
            {pending ? 'Later' : 'Got it'}
          </button>
        </div>
      </div>
    </NearFocus>
  );
}
