import { useCallback, useMemo, useRef, useState } from 'react';
import { api } from '../api/client.ts';

interface Pending {
  /** The file the picture was uploaded for. */
  owner: string;
  /** Its bytes, to put it back if the edit comes back (Redo). */
  file: File;
  removed: boolean;
  /** An edit has used it: from then on, no edit using it means it was abandoned. */
  used: boolean;
}

/**
 * Pictures belong to the edit that uploaded them: kept when the file is saved using them (and
 * committed with it), removed when that edit is dropped (all edits undone, discarded, or saved
 * without the picture). A Redo that brings the edit back brings the picture back too.
 */
export function useUploads() {
  const pending = useRef(new Map<string, Pending>());
  // Counts pictures put back by a Redo: the draft's check may have run before the picture was back
  // (and found it missing), so the check runs again once it is.
  const [restored, setRestored] = useState(0);
  const track = useCallback((owner: string, picture: string, file: File) => pending.current.set(picture, { owner, file, removed: false, used: false }), []);

  /** The file's edits ended (saved, reloaded, discarded): its pictures that `text` does not use go for good. */
  const settle = useCallback((owner: string, text: string | null) => {
    for (const [picture, p] of [...pending.current]) {
      if (p.owner !== owner) continue;
      pending.current.delete(picture);
      if (!p.removed && (text === null || !text.includes(picture))) void api.removeUpload(picture).catch(() => undefined);
    }
  }, []);

  /** The open file's draft changed: a picture no edit uses any more goes, one an edit uses again comes back. */
  const follow = useCallback((owner: string, draft: string, clean: boolean) => {
    for (const [picture, p] of pending.current) {
      if (p.owner !== owner) continue;
      const used = draft.includes(picture);
      if (used) p.used = true;
      if (!used && p.used && clean && !p.removed) {
        p.removed = true;
        void api.removeUpload(picture).catch(() => undefined);
      } else if (used && p.removed) {
        p.removed = false;
        void api.upload(p.file, p.file.name, false).then(
          (stored) => {
            if (stored.path !== picture) pending.current.delete(picture);
            setRestored((n) => n + 1);
          },
          () => undefined,
        );
      }
    }
  }, []);
  return useMemo(() => ({ track, settle, follow, restored }), [track, settle, follow, restored]);
}
