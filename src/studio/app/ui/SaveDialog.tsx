import { useState } from 'react';
import { api } from '../api/client.ts';
import { ApiError, type PlanSummary, type SavePlan } from '../api/types.ts';
import type { Doc } from '../doc/document.ts';
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
  onClose: () => void;
  onDone: (outcome: SaveOutcome) => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the save does besides changing this file, in words: a new address, links and names that follow. */
function Follows({ plan, summary, nameOf }: { plan?: SavePlan; summary?: PlanSummary; nameOf: (path: string) => string }) {
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
              <TextDiff before={o.before} after={o.after} />
            </div>
          ))}
        </details>
      )}
    </div>
  );
}

/** What will change, then the save itself (never over someone else's edit: that is merged first). */
export function SaveDialog({ doc, title, nameOf, text, plan, summary, onClose, onDone }: Props) {
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
      <Follows plan={plan} summary={summary} nameOf={nameOf} />
      <TextDiff before={doc.base.text} after={text} />
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
