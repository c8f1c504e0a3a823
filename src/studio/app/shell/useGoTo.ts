import { useCallback, useEffect, useState } from 'react';
import type { Doc } from '../doc/document.ts';
import { pathAtLine, type DataPath } from '../doc/problems.ts';
import type { Action } from '../doc/store.ts';
import { focusField } from '../editors/fieldIds.ts';
import type { FileEntry } from './useFiles.ts';

/** A place to go to in a content file: its field when known, else its line. */
export interface Target {
  file: string;
  path?: DataPath;
  line?: number;
  col?: number;
}

/**
 * Opens a file at a field (a claim's place, a mistake in another file): the file opens first, and
 * the field takes the focus once it is on screen (its section opened for it).
 */
export function useGoTo(entries: FileEntry[], doc: Doc | undefined, text: string | undefined, dispatch: (action: Action) => void, open: (path: string) => Promise<void> | void, onGo?: () => void) {
  const [going, setGoing] = useState<Target>();
  const goTo = useCallback(
    (target: Target) => {
      const kind = entries.find((e) => e.path === target.file)?.kind;
      if (!kind) return;
      const index = target.path?.[0] === 'blocks' ? target.path[1] : undefined;
      if (kind === 'page' && typeof index === 'number') dispatch({ type: 'select', path: target.file, index });
      setGoing(target);
      onGo?.();
      void open(target.file);
    },
    [entries, dispatch, open, onGo],
  );
  useEffect(() => {
    if (!going || doc?.path !== going.file || text === undefined) return;
    setGoing(undefined);
    const path = going.path?.length ? going.path : doc.kind === 'post' ? ['body'] : going.line ? pathAtLine(text, going.line, going.col ?? 1) : [];
    // Tried until the form (and the section opened for it) is drawn; it stops by itself.
    let tries = 0;
    const timer = window.setInterval(() => {
      if (focusField(doc.kind, path) || ++tries > 40) window.clearInterval(timer);
    }, 50);
  }, [going, doc, text]);
  return goTo;
}
