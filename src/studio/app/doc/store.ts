import { openDoc, rebase, type Doc, type DocKind, type Draft } from './document.ts';
import { record, redo, undo } from './history.ts';

/** Every file opened this session (unsaved edits stay when switching files) and the one on screen. */
export interface StudioState {
  docs: Record<string, Doc>;
  current?: string;
  /** The selected block of each page, by file. */
  selected: Record<string, number | undefined>;
}

export type Action =
  | { type: 'open'; path: string; kind: DocKind; schema: string; text: string; hash: string | null }
  | { type: 'show'; path: string }
  | { type: 'edit'; path: string; draft: Draft; field: string }
  | { type: 'undo' | 'redo'; path: string }
  | { type: 'select'; path: string; index: number | undefined }
  | { type: 'saved'; path: string; text: string; hash: string }
  | { type: 'reload'; path: string; text: string; hash: string }
  | { type: 'forget'; path: string };

export const initialState: StudioState = { docs: {}, selected: {} };

function update(state: StudioState, path: string, change: (doc: Doc) => Doc): StudioState {
  const doc = state.docs[path];
  return doc ? { ...state, docs: { ...state.docs, [path]: change(doc) } } : state;
}

export function reducer(state: StudioState, action: Action): StudioState {
  switch (action.type) {
    case 'open': {
      const doc = openDoc(action.path, action.kind, action.schema, action.text, action.hash);
      return { ...state, docs: { ...state.docs, [action.path]: doc }, current: action.path };
    }
    case 'show':
      return { ...state, current: action.path };
    case 'edit':
      return update(state, action.path, (doc) => ({ ...doc, history: record(doc.history, action.draft, action.field) }));
    case 'undo':
      return update(state, action.path, (doc) => ({ ...doc, history: undo(doc.history) }));
    case 'redo':
      return update(state, action.path, (doc) => ({ ...doc, history: redo(doc.history) }));
    case 'select':
      return { ...state, selected: { ...state.selected, [action.path]: action.index } };
    case 'saved':
      return update(state, action.path, (doc) => rebase(doc, action.text, action.hash));
    case 'reload': {
      const doc = state.docs[action.path];
      if (!doc) return state;
      return { ...state, docs: { ...state.docs, [action.path]: openDoc(doc.path, doc.kind, doc.schema, action.text, action.hash) } };
    }
    case 'forget': {
      const { [action.path]: _gone, ...docs } = state.docs;
      return { ...state, docs, current: state.current === action.path ? undefined : state.current };
    }
  }
}
