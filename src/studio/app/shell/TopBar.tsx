import { listWords } from '../../../../scripts/content/words.ts';

interface Props {
  title?: string;
  dirty: boolean;
  /** Why Save is refused right now (mistakes in the file), in plain words. */
  saveBlocked?: string;
  canUndo: boolean;
  canRedo: boolean;
  /** The other files with edits not saved yet, by name ("Figures and facts"). */
  unsavedElsewhere: string[];
  /** On a phone the saved changes have a tab of their own. */
  narrow: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onChanges: () => void;
}

/** The Studio's name, the open file, undo and redo, and saving (Ctrl+S opens the review). */
export function TopBar({ title, dirty, saveBlocked, canUndo, canRedo, unsavedElsewhere, narrow, onUndo, onRedo, onSave, onChanges }: Props) {
  const state = !title ? '' : saveBlocked && dirty ? saveBlocked : dirty ? 'Edits not saved yet' : 'All edits saved';
  return (
    <header className="topbar" aria-label="Studio">
      <p className="topbar__brand">Content Studio</p>
      <h1 className="topbar__file">{title ?? 'Open a page to start'}</h1>
      <div className="topbar__actions">
        <button type="button" className="button button--small" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className="button button--small" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <p id="save-state" className={`topbar__state${saveBlocked && dirty ? ' topbar__state--blocked' : ''}`} role="status">
          {state}
          {unsavedElsewhere.length > 0 && `${title && !dirty ? ' here' : ''}. Not saved yet: ${listWords(unsavedElsewhere)}.`}
        </p>
        <button type="button" className="button button--primary topbar__save" onClick={onSave} disabled={!dirty || !!saveBlocked} aria-describedby="save-state" aria-keyshortcuts="Control+S">
          Review and save
        </button>
        {!narrow && (
          <button type="button" className="button" onClick={onChanges}>
            Saved changes
          </button>
        )}
      </div>
    </header>
  );
}
