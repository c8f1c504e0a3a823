import { mergeFromDisk, openDoc, rebase, samePath, type Doc, type DocKind, type Draft } from './document.ts';
import { record, redo, undo } from './history.ts';
import { setAt, type Path } from './merge.ts';

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
  | { type: 'saved'; path: string; text: string; hash: string; newPath?: string }
  | { type: 'reload'; path: string; text: string; hash: string }
  | { type: 'merge'; path: string; text: string; hash: string }
  | { type: 'choose'; path: string; at: Path; version: 'mine' | 'theirs' }
  | { type: 'route'; path: string; route: string | undefined }
  | { type: 'claim-names'; path: string; keepOld: boolean }
  | { type: 'forget'; path: string };

export const initialState: StudioState = { docs: {}, selected: {} };

function update(state: StudioState, path: string, change: (doc: Doc) => Doc): StudioState {
  const doc = state.docs[path];
  return doc ? { ...state, docs: { ...state.docs, [path]: change(doc) } } : state;
}

/** A file saved under a new name (its address changed): the open copy follows it. */
function renamed(state: StudioState, from: string, to: string): StudioState {
  if (from === to || !state.docs[from]) return state;
  const { [from]: doc, ...docs } = state.docs;
  const { [from]: selected, ...others } = state.selected;
  return { ...state, docs: { ...docs, [to]: doc! }, selected: { ...others, [to]: selected }, current: state.current === from ? to : state.current };
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
    case 'saved': {
      const to = action.newPath ?? action.path;
      const moved = update(state, action.path, (doc) => ({ ...rebase(doc, action.text, action.hash, to), keepOldClaimNames: doc.keepOldClaimNames }));
      return renamed(moved, action.path, to);
    }
    case 'reload': {
      const doc = state.docs[action.path];
      if (!doc) return state;
      return { ...state, docs: { ...state.docs, [action.path]: openDoc(doc.path, doc.kind, doc.schema, action.text, action.hash) } };
    }
    case 'merge':
      return update(state, action.path, (doc) => mergeFromDisk(doc, action.text, action.hash));
    case 'choose':
      return update(state, action.path, (doc) => {
        const conflict = doc.conflicts?.find((c) => samePath(c.path, action.at));
        if (!conflict) return doc;
        const present = setAt(doc.history.present, action.at, action.version === 'mine' ? conflict.mine : conflict.theirs) as Draft;
        return { ...doc, history: record(doc.history, present, `choose-${action.at.join('.')}`), conflicts: doc.conflicts!.filter((c) => c !== conflict) };
      });
    case 'route':
      return update(state, action.path, (doc) => ({ ...doc, route: action.route }));
    case 'claim-names':
      return update(state, action.path, (doc) => ({ ...doc, keepOldClaimNames: action.keepOld }));
    case 'forget': {
      const { [action.path]: _gone, ...docs } = state.docs;
      return { ...state, docs, current: state.current === action.path ? undefined : state.current };
    }
  }
}
