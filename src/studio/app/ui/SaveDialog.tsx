import { useState } from 'react';
import { api } from '../api/client.ts';
import { ApiError, type PlanSummary, type SavePlan } from '../api/types.ts';
import { changeGroups, NO_VISIBLE_CHANGE } from '../../../../scripts/content/changes/index.ts';
import type { Doc } from '../doc/document.ts';
import { wordedChanges, type Surroundings } from '../doc/words.ts';
import { Dialog } from './Dialog.tsx';
import { TextDiff } from './DiffView.tsx';

export type SaveOutcome =
  | { kind: 'saved'; text: string; hash: string; path: string; others: { path: string; hash: string }[] }
  | { kind: 'conflict'; diskText: string; diskHash: string };

interface Props {
  doc: Doc;
  /** What people call the file ("About Us"), and any file by its path. */
  title: string;
  nameOf: (path: string) => string;
  text: string;
  plan?: SavePlan;
  /** What else the save changes, as the last check worked it out. */
  summary?: PlanSummary;
  /** The site settings and the claims, saved and edited: the changes are named and shown with them. */
  around: Surroundings;
  onClose: () => void;
  onDone: (outcome: SaveOutcome) => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the save does besides changing this file, in words: a new address, links and names that follow. */
function Follows({ plan, summary, nameOf, around }: { plan?: SavePlan; summary?: PlanSummary; nameOf: (path: string) => string; around: Surroundings }) {
  const others = summary?.others ?? [];
  const renames = plan?.claimRenames ?? [];
  if (!summary?.moved && !renames.length && !others.length) return null;
  return (
    <div className="notice follows">
      {summary?.moved && (
        <p>
          The address changes from <strong>{summary.moved.from}</strong> to <strong>{summary.moved.to}</strong>. Anyone who opens the old address
          (a bookmark, a search result) is taken to the new one.
        </p>
      )}
      {renames.map((r) => (
        <p key={r.from}>
          The name “{r.from}” becomes “{r.to}” everywhere it is used.
        </p>
      ))}
      {others.length > 0 && (
        <details className="follows__others">
          <summary>
            {plural(others.length, 'other page or setting')} {summary?.moved ? 'follow (their links and the list of moved addresses)' : 'follow'}: {others.map((o) => nameOf(o.path)).join(', ')}
          </summary>
          {others.map((o) => (
            <div key={o.path} className="follows__file">
              <h3 className="follows__title">{nameOf(o.path)}</h3>
              <Worded file={o.path} before={o.before} after={o.after} around={around} />
            </div>
          ))}
        </details>
      )}
    </div>
  );
}

/**
 * The changes of one file in words, as the review of a pull request words them
 * ("Home › Hero › Headline: "…grow your business" → "…grow your revenue""), with the lines of the
 * file one click away for whoever wants them.
 */
export function Worded({ file, before, after, around }: { file: string; before: string; after: string; around: Surroundings }) {
  const groups = changeGroups(wordedChanges(file, before, after, around));
  return (
    <>
      {groups.length ? (
        <ul className="worded">
          {groups.flatMap((g) => g.changes).map((c, i) => (
            <li key={i} className={`worded__change worded__change--${c.kind}`}>{c.sentence}</li>
          ))}
        </ul>
      ) : (
        <p className="worded__none">{NO_VISIBLE_CHANGE} Only the way the file is written changes (such as a note for editors).</p>
      )}
      <details className="worded__lines">
        <summary>Show the lines of the file</summary>
        <TextDiff before={before} after={after} />
      </details>
    </>
  );
}

/** What will change, then the save itself (never over someone else's edit: that is merged first). */
export function SaveDialog({ doc, title, nameOf, text, plan, summary, around, onClose, onDone }: Props) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      const saved = await api.save(doc.path, text, doc.base.hash, plan);
      onDone({ kind: 'saved', text, ...saved });
    } catch (err) {
      setSaving(false);
      if (err instanceof ApiError && err.status === 409 && typeof err.body.diskText === 'string') {
        onDone({ kind: 'conflict', diskText: err.body.diskText, diskHash: String(err.body.diskHash ?? '') });
        return;
      }
      const reason = err instanceof Error ? err.message : String(err);
      setFailure(`Not saved: ${reason} Your edits are still here.`);
    }
  };
  return (
    <Dialog title="Review your changes" onClose={onClose} wide>
      <p className="dialog__lead">These are the changes to “{title}”. Everything else stays exactly as it is.</p>
      <Follows plan={plan} summary={summary} nameOf={nameOf} around={around} />
      <Worded file={doc.path} before={doc.base.text} after={text} around={around} />
      {failure && <p className="notice notice--error" role="alert">{failure}</p>}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button" onClick={onClose}>Keep editing</button>
      </div>
    </Dialog>
  );
}
