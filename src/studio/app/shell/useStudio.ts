import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api } from '../api/client.ts';
import { draftText, type Doc, type Draft } from '../doc/document.ts';
import { canRedo, canUndo } from '../doc/history.ts';
import { initialState, reducer } from '../doc/store.ts';
import type { FileEntry } from './useFiles.ts';

const pathFromHash = (): string | undefined => decodeURIComponent(window.location.hash.slice(1)) || undefined;

/** A file with unsaved edits here was deleted on disk: the edits stay, the person is told. */
export interface OutsideChange {
  path: string;
}

const isDirty = (doc: Doc) => draftText(doc) !== doc.base.text || doc.route !== undefined;

/** The open files, their edits and history, and what happens when a file changes on disk. */
export function useStudio(entries: FileEntry[], refreshFiles: () => Promise<void>) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const [loadError, setLoadError] = useState<string>();
  const [outside, setOutside] = useState<OutsideChange>();
  const doc: Doc | undefined = state.current ? state.docs[state.current] : undefined;
  const text = useMemo(() => (doc ? draftText(doc) : undefined), [doc]);
  const dirtyPaths = useMemo(() => new Set(Object.values(state.docs).filter(isDirty).map((d) => d.path)), [state.docs]);
  const docs = useRef(state.docs);
  docs.current = state.docs;

  const open = useCallback(
    async (path: string) => {
      const entry = entries.find((e) => e.path === path);
      if (!entry) return;
      window.history.replaceState(null, '', `#${encodeURIComponent(path)}`);
      if (docs.current[path]) return dispatch({ type: 'show', path });
      try {
        const file = await api.file(path);
        dispatch({ type: 'open', path, kind: entry.kind, schema: entry.schema, text: file.text, hash: file.hash });
        setLoadError(undefined);
      } catch (err) {
        setLoadError(err instanceof Error ? err.message : String(err));
      }
    },
    [entries],
  );

  // A file to open once the file list has it: at the start the one open before a reload (the first
  // file when there was none, or it is gone), later a file just created ('' means the first file).
  const [wanted, setWanted] = useState<string | undefined>(() => pathFromHash() ?? '');
  const starting = useRef(true);
  useEffect(() => {
    if (wanted === undefined || !entries.length) return;
    const known = entries.some((e) => e.path === wanted);
    if (!known && !starting.current) return;
    starting.current = false;
    setWanted(undefined);
    void open(known ? wanted : entries[0]!.path);
  }, [entries, wanted, open]);

  const reload = useCallback(async (path: string) => {
    const file = await api.file(path);
    dispatch({ type: 'reload', path, text: file.text, hash: file.hash });
    setOutside((o) => (o?.path === path ? undefined : o));
  }, []);

  /** The file on disk changed under unsaved edits: both are kept (see mergeFromDisk). */
  const mergeDisk = useCallback(async (path: string, disk?: { text: string; hash: string }) => {
    const file = disk ?? (await api.file(path));
    dispatch({ type: 'merge', path, text: file.text, hash: file.hash });
  }, []);

  // A file changed on disk (a text editor, git, another save of the Studio): reloaded when it has no
  // unsaved edits, merged with them when it has.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = ({ path, hash }: { path: string; hash: string | null }) => {
      void refreshFiles();
      const open = docs.current[path];
      if (!open || open.base.hash === hash) return;
      if (hash === null) return isDirty(open) ? setOutside({ path }) : undefined;
      if (!isDirty(open)) void reload(path);
      else void mergeDisk(path).catch(() => setOutside({ path }));
    };
    hot.on('studio:file-changed', onChange);
    return () => hot.off('studio:file-changed', onChange);
  }, [refreshFiles, reload, mergeDisk]);

  // Leaving or reloading the page with unsaved edits asks first.
  useEffect(() => {
    if (!dirtyPaths.size) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirtyPaths]);

  const path = doc?.path;
  const edit = useCallback((draft: Draft, field: string) => path && dispatch({ type: 'edit', path, draft, field }), [path]);
  const undo = useCallback(() => path && dispatch({ type: 'undo', path }), [path]);
  const redo = useCallback(() => path && dispatch({ type: 'redo', path }), [path]);

  return {
    state,
    dispatch,
    doc,
    text,
    dirty: doc ? isDirty(doc) : false,
    dirtyPaths,
    canUndo: doc ? canUndo(doc.history) : false,
    canRedo: doc ? canRedo(doc.history) : false,
    open,
    /** Opens a file as soon as the file list (being refreshed) has it. */
    openWhenListed: (path: string) => setWanted(path),
    reload,
    mergeDisk,
    edit,
    undo,
    redo,
    outside,
    dismissOutside: () => setOutside(undefined),
    loadError,
  };
}
