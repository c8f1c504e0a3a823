interface Props {
  onReload: () => void;
  onDismiss: () => void;
}

/** The open file changed on disk while it has unsaved edits here: say so, and let the person choose. */
export function OutsideEditNotice({ onReload, onDismiss }: Props) {
  return (
    <div className="notice notice--warning" role="alert">
      <p>This file was just changed outside the Studio (in a text editor, or by a git pull). Your unsaved edits here are based on the older version.</p>
      <div className="notice__actions">
        <button type="button" className="button button--small button--primary" onClick={onReload}>Load the new version (drops your edits)</button>
        <button type="button" className="button button--small" onClick={onDismiss}>Keep my edits for now</button>
      </div>
    </div>
  );
}
