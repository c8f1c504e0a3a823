import type { Doc } from '../doc/document.ts';
import { fieldPlace } from '../doc/labels.ts';
import { NearFocus } from './NearFocus.tsx';

interface Props {
  doc: Doc;
  /** The field the person was last in: the notice appears right after it. */
  near: Element | null;
  onChoose: () => void;
  onDismiss: () => void;
}

/** The words for what an outside change brought in (also read out by the Studio's live region). */
export function mergeWords(doc: Doc): string {
  const incoming = doc.incoming;
  if (!incoming) return '';
  const fields = [...new Set(incoming.paths.map((p) => fieldPlace(doc.kind, doc.schema, doc.history.present.data, p)))];
  const came = fields.length ? `Someone changed this file outside the Studio: ${fields.slice(0, 5).join('; ')}${fields.length > 5 ? ` and ${fields.length - 5} more` : ''} came in.` : 'Someone changed this file outside the Studio.';
  const kept = ' Your edits are kept.';
  const both = incoming.conflicts ? ` ${incoming.conflicts === 1 ? 'One field was' : `${incoming.conflicts} fields were`} changed on both sides: choose which version to keep.` : '';
  return came + kept + both;
}

/**
 * The file changed on disk while it had edits here, and both were kept: said right where the
 * person is working (after their field), with the choice to make when both changed one field.
 */
export function MergeNotice({ doc, near, onChoose, onDismiss }: Props) {
  const pending = doc.conflicts?.length ?? 0;
  return (
    <NearFocus near={near}>
      <div className={`notice merge-notice${pending ? ' notice--warning' : ''}`}>
        <p>{mergeWords(doc)}</p>
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
