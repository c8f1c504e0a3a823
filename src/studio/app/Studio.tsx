import { useCallback, useEffect, useMemo, useState } from 'react';
import { resolveText } from '../../../scripts/content/claims/syntax.ts';
import { api } from './api/client.ts';
import { ApiError, type ClaimUsage, type FileText } from './api/types.ts';
import { blocking, ownProblems, pathAtLine, type DataPath, type FieldProblem } from './doc/problems.ts';
import { useCheck } from './doc/useCheck.ts';
import { focusField } from './editors/fieldIds.ts';
import type { FormContext } from './forms/context.ts';
import { Editor } from './shell/Editor.tsx';
import { Sidebar } from './shell/Sidebar.tsx';
import { TopBar } from './shell/TopBar.tsx';
import { useClaims } from './shell/useClaims.ts';
import { useFiles } from './shell/useFiles.ts';
import { useLastTextField } from './shell/useLastTextField.ts';
import { usePreviewMessage } from './shell/usePreviewMessage.ts';
import { useStudio } from './shell/useStudio.ts';
import { useUndoKeys } from './shell/useUndoKeys.ts';
import { ProblemList } from './editors/ProblemList.tsx';
import { ChangesPanel } from './ui/ChangesPanel.tsx';
import { ClaimPicker } from './ui/ClaimPicker.tsx';
import { ClaimsPane } from './ui/ClaimsPane.tsx';
import { NewPageDialog, NewPostDialog } from './ui/NewFileDialogs.tsx';
import { OutsideEditNotice } from './ui/OutsideEditNotice.tsx';
import { PreviewPane } from './ui/PreviewPane.tsx';
import { ConflictDialog, SaveDialog, type SaveOutcome } from './ui/SaveDialog.tsx';

type Panel = { kind: 'claim-picker' } | { kind: 'save' } | { kind: 'conflict'; diskText: string } | { kind: 'changes' } | { kind: 'new-page' } | { kind: 'new-post' };

async function uploadPicture(file: File) {
  try {
    return await api.upload(file, file.name, false);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) throw err;
    if (!window.confirm(`The site already has a picture called ${file.name}. Replace it with this one everywhere it is used?`)) return null;
    return api.upload(file, file.name, true);
  }
}

/** The claims file has its own schema; the Studio shows where each of its entries is used beside it. */
const CLAIMS_SCHEMA = 'claims.schema.json';

/** A place to go to in a content file: its field when known, else its line. */
interface Target {
  file: string;
  path?: DataPath;
  line?: number;
  col?: number;
}

export function Studio() {
  const files = useFiles();
  const studio = useStudio(files.entries, files.refresh);
  const { doc, text, state, dispatch } = studio;
  const check = useCheck(doc?.path, text, doc?.kind === 'post');
  const [panel, setPanel] = useState<Panel>();
  useUndoKeys(studio.undo, studio.redo);
  const isClaims = doc?.kind === 'other' && doc.schema === CLAIMS_SCHEMA;
  const claims = useClaims(isClaims && text !== undefined ? { path: doc.path, text } : undefined, files.list, isClaims || panel?.kind === 'claim-picker');
  const textField = useLastTextField(doc?.path);
  const [status, setStatus] = useState('');

  const entry = files.entries.find((e) => e.path === doc?.path);
  const selected = doc ? state.selected[doc.path] : undefined;
  const problems = check.problems;
  const errors = blocking(problems);
  const context: FormContext = useMemo(
    () => ({
      routes: files.list?.routes.map((route) => ({ route, title: files.entries.find((e) => e.address === route)?.title })) ?? [],
      publicFiles: files.list?.publicFiles ?? [],
      upload: async (file: File) => {
        const stored = await uploadPicture(file);
        await files.refresh();
        return stored;
      },
    }),
    [files],
  );
  const preview = usePreviewMessage({ doc, entries: files.entries, preview: check.preview, previewText: check.previewText, problems, selected, dirtySite: [...studio.dirtyPaths].some((p) => files.entries.find((e) => e.path === p)?.kind === 'site') });
  const select = useCallback((index: number | undefined) => doc && dispatch({ type: 'select', path: doc.path, index }), [doc, dispatch]);

  const nameOf = useCallback(
    (file: string) => {
      const e = files.entries.find((f) => f.path === file);
      // Titles that use a claim read as visitors see them.
      const title = e && resolveText(e.title, (id) => claims.claims?.find((c) => c.id === id)?.value);
      return e && (e.address ? `${title} (${e.address})` : title);
    },
    [files.entries, claims.claims],
  );
  // Another file opens before its field can take the focus: remembered until it is on screen.
  const [going, setGoing] = useState<Target>();
  const goTo = (target: Target) => {
    const kind = files.entries.find((e) => e.path === target.file)?.kind;
    if (!kind) return;
    const index = target.path?.[0] === 'blocks' ? target.path[1] : undefined;
    if (kind === 'page' && typeof index === 'number') dispatch({ type: 'select', path: target.file, index });
    setGoing(target);
    void studio.open(target.file);
  };
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
  const openUsage = (u: ClaimUsage) => goTo({ file: u.path, path: u.field, line: u.line, col: u.col });

  const jump = (p: FieldProblem) => {
    if (!doc) return;
    if (p.elsewhere) return goTo(p.elsewhere);
    if (doc.kind === 'page' && p.path[0] === 'blocks' && typeof p.path[1] === 'number') select(p.path[1]);
    window.setTimeout(() => focusField(doc.kind, p.path) || document.getElementById('problems-heading')?.focus(), 50);
  };
  const saved = (outcome: SaveOutcome) => {
    if (!doc) return;
    if (outcome.kind === 'conflict') return setPanel({ kind: 'conflict', diskText: outcome.diskText });
    dispatch({ type: 'saved', path: doc.path, text: outcome.text, hash: outcome.hash });
    setPanel(undefined);
    void files.refresh();
  };
  const created = async (file: FileText) => {
    setPanel(undefined);
    dispatch({ type: 'forget', path: file.path });
    studio.openWhenListed(file.path);
    await files.refresh();
  };
  const stale = check.checkedText !== undefined && check.checkedText !== text;
  const saveBlocked = errors.length ? `Save is off: fix the ${errors.length === 1 ? 'mistake' : `${errors.length} mistakes`} listed above the form first` : stale ? 'Checking your edit…' : undefined;

  return (
    <div className="studio">
      <TopBar
        title={entry?.title}
        dirty={studio.dirty}
        saveBlocked={saveBlocked}
        canUndo={studio.canUndo}
        canRedo={studio.canRedo}
        unsavedElsewhere={[...studio.dirtyPaths].filter((p) => p !== doc?.path).length}
        onUndo={studio.undo}
        onRedo={studio.redo}
        onSave={() => setPanel({ kind: 'save' })}
        onChanges={() => setPanel({ kind: 'changes' })}
      />
      <Sidebar entries={files.entries} current={doc?.path} unsaved={studio.dirtyPaths} onOpen={(p) => void studio.open(p)} onNewPage={() => setPanel({ kind: 'new-page' })} onNewPost={() => setPanel({ kind: 'new-post' })} />
      <main className="editor" aria-labelledby="editor-heading">
        <h2 id="editor-heading" className="visually-hidden">Edit {entry?.title ?? 'content'}</h2>
        {(files.error || studio.loadError || check.failure) && <p className="notice notice--error" role="alert">{files.error ?? studio.loadError ?? check.failure}</p>}
        {studio.outside && doc?.path === studio.outside.path && <OutsideEditNotice onReload={() => void studio.reload(doc.path)} onDismiss={studio.dismissOutside} />}
        {entry?.address && <p className="editor__address">Address on the site: <code>{entry.address}</code></p>}
        {doc && doc.kind !== 'other' && (
          <div className="editor__tools">
            <button type="button" className="button button--small" onClick={() => setPanel({ kind: 'claim-picker' })} aria-describedby="claim-into">
              Insert a claim
            </button>
            <span id="claim-into" className="editor__into">
              {textField.target ? `into “${textField.target.label}”` : 'Click in a text box first'}
            </span>
            <span className="visually-hidden" role="status">{status}</span>
          </div>
        )}
        <ProblemList problems={problems} onJump={jump} checking={stale} nameOf={nameOf} />
        {doc && <Editor doc={doc} problems={ownProblems(problems)} selected={selected} context={context} onSelect={select} onEdit={studio.edit} />}
      </main>
      {isClaims ? (
        <ClaimsPane
          claims={claims.claims}
          failure={claims.failure}
          problems={ownProblems(problems)}
          nameOf={nameOf}
          onOpenUsage={openUsage}
          onEditClaim={(c) => focusField('other', [c.kind === 'figure' ? 'figures' : 'facts', c.id, 'value'])}
        />
      ) : (
        <PreviewPane message={preview.message} note={preview.note} onSelect={(i) => select(i)} />
      )}
      {panel?.kind === 'claim-picker' && (
        <ClaimPicker
          claims={claims.claims}
          into={textField.target?.label}
          onClose={() => setPanel(undefined)}
          onPick={(c) => {
            setPanel(undefined);
            // After the dialog has closed and given the focus back, so the text box keeps it.
            window.setTimeout(() => {
              const label = textField.target?.label;
              setStatus(textField.insert(`{{${c.id}}}`) ? `{{${c.id}}} inserted into “${label}”.` : 'That text box is closed now: click in a text box, then insert the claim again.');
            });
          }}
        />
      )}
      {panel?.kind === 'save' && doc && text !== undefined && <SaveDialog doc={doc} text={text} onClose={() => setPanel(undefined)} onDone={saved} />}
      {panel?.kind === 'conflict' && doc && (
        <ConflictDialog doc={doc} diskText={panel.diskText} onClose={() => setPanel(undefined)} onReload={() => void studio.reload(doc.path).then(() => setPanel(undefined))} />
      )}
      {panel?.kind === 'changes' && (
        <ChangesPanel onClose={() => setPanel(undefined)} titleOf={(p) => files.entries.find((e) => e.path === p)?.title} onDiscarded={(p) => state.docs[p] && void studio.reload(p)} />
      )}
      {panel?.kind === 'new-page' && <NewPageDialog onClose={() => setPanel(undefined)} onCreated={(f) => void created(f)} />}
      {panel?.kind === 'new-post' && <NewPostDialog onClose={() => setPanel(undefined)} onCreated={(f) => void created(f)} />}
    </div>
  );
}
