import { useCallback, useRef } from 'react';
import { api } from '../api/client.ts';

/**
 * Pictures belong to the edit that uploaded them: kept when the file is saved using them (and
 * committed with it), removed when that edit is dropped (undone before saving, discarded, or
 * replaced by another picture).
 */
export function useUploads() {
  const pending = useRef(new Map<string, string>());
  const track = useCallback((file: string, picture: string) => pending.current.set(picture, file), []);
  /** The file's edits ended (saved, reloaded, discarded): its pictures that `text` does not use go. */
  const settle = useCallback((file: string, text: string | null) => {
    for (const [picture, owner] of [...pending.current]) {
      if (owner !== file) continue;
      pending.current.delete(picture);
      if (text === null || !text.includes(picture)) void api.removeUpload(picture).catch(() => undefined);
    }
  }, []);
  return { track, settle };
}
