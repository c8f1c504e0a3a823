import { useState } from 'react';
import { api } from '../api/client.ts';
import { ApiError } from '../api/types.ts';
import type { Doc } from '../doc/document.ts';
import { Dialog } from './Dialog.tsx';
import { TextDiff } from './DiffView.tsx';

export type SaveOutcome = { kind: 'saved'; text: string; hash: string } | { kind: 'conflict'; diskText: string; diskHash: string };

interface Props {
  doc: Doc;
  text: string;
  onClose: () => void;
  onDone: (outcome: SaveOutcome) => void;
}

/** Shows exactly which lines of the file will change, then saves them (never over someone else's edit). */
export function SaveDialog({ doc, text, onClose, onDone }: Props) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      const { hash } = await api.save(doc.path, text, doc.base.hash);
      onDone({ kind: 'saved', text, hash });
    } catch (err) {
      setSaving(false);
      if (err instanceof ApiError && err.status === 409 && typeof err.body.diskText === 'string') {
        onDone({ kind: 'conflict', diskText: err.body.diskText, diskHash: String(err.body.diskHash ?? '') });
        return;
      }
      const reason = err instanceof Error ? err.message : String(err);
      setFailure(`The file was not saved: ${reason} Your edits are still here.`);
    }
  };
  return (
    <Dialog title="Review your changes" onClose={onClose} wide>
      <p className="dialog__lead">
        These lines of <code>{doc.path}</code> will change. Everything else in the file stays exactly as it is.
      </p>
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

interface ConflictProps {
  doc: Doc;
  diskText: string;
  onReload: () => void;
  onClose: () => void;
}

/** Someone (a text editor, a git pull) changed the file since it was opened: say what, offer to reload. */
export function ConflictDialog({ doc, diskText, onReload, onClose }: ConflictProps) {
  return (
    <Dialog title="This file was changed somewhere else" onClose={onClose} wide>
      <p className="dialog__lead">
        Since you opened it, <code>{doc.path}</code> was changed outside the Studio. Your save was stopped so
        that those changes are not lost. This is what changed:
      </p>
      <TextDiff before={doc.base.text} after={diskText} />
      <p>Load the new version to keep editing from there. Your unsaved edits to this file will be dropped.</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onReload}>Load the new version</button>
        <button type="button" className="button" onClick={onClose}>Not now</button>
      </div>
    </Dialog>
  );
}
