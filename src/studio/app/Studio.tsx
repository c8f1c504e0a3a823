import { useCallback, useEffect, useMemo, useState } from 'react';
import { resolveText } from '../../../scripts/content/claims/syntax.ts';
import type { ClaimUsage, FileText } from './api/types.ts';
import { readDraft } from './doc/document.ts';
import { claimRenames, isClaimsFile, savePlan } from './doc/plan.ts';
import { blocking, ownProblems, type FieldProblem } from './doc/problems.ts';
import { useCheck } from './doc/useCheck.ts';
import type { Surroundings } from './doc/words.ts';
import { AddressBar, addressWords } from './editors/AddressBar.tsx';
import { focusField } from './editors/fieldIds.ts';
import { focusSectionField, focusWhenDrawn } from './editors/SectionJump.tsx';
import { ProblemList } from './editors/ProblemList.tsx';
import { Editor } from './shell/Editor.tsx';
import { Sidebar } from './shell/Sidebar.tsx';
import { Panel, Tabs, type Tab } from './shell/Tabs.tsx';
import { TopBar } from './shell/TopBar.tsx';
import { useAnnouncer } from './shell/useAnnouncer.ts';
import { CLAIMS_FILE, SITE_FILE, useClaimValues, useContentData } from './shell/useClaimValues.ts';
import { useClaimsDraft } from './shell/useClaimsDraft.ts';
import { useClaims } from './shell/useClaims.ts';
import { useFiles } from './shell/useFiles.ts';
import { useFormContext } from './shell/useFormContext.ts';
import { useGoTo } from './shell/useGoTo.ts';
import { useLastFocus } from './shell/useLastFocus.ts';
import { LivePostBar } from './live/LivePostBar.tsx';
import { useLastTextField } from './shell/useLastTextField.ts';
import { useNarrow } from './shell/useNarrow.ts';
import { PANE_KEY, usePaneKey } from './shell/usePaneKey.ts';
import { usePreviewMessage } from './shell/usePreviewMessage.ts';
import { useStudio } from './shell/useStudio.ts';
import { useSaveKey, useUndoKeys } from './shell/useUndoKeys.ts';
import { useUploads } from './shell/useUploads.ts';
import { ChangesPanel } from './ui/ChangesPanel.tsx';
import { ClaimPicker } from './ui/ClaimPicker.tsx';
import { ClaimRenames } from './ui/ClaimRenames.tsx';
import { ClaimsPane } from './ui/ClaimsPane.tsx';
import { ConflictDialog } from './ui/ConflictDialog.tsx';
import { MergeNotice, mergeWords } from './ui/MergeNotice.tsx';
import { NewPageDialog, NewPostDialog } from './ui/NewFileDialogs.tsx';
import { PreviewPane } from './ui/PreviewPane.tsx';
import { SaveDialog, type SaveOutcome } from './ui/SaveDialog.tsx';
import { startExamples } from './ui/useExamples.ts';

type Panel = { kind: 'claim-picker' | 'save' | 'conflict' | 'changes' | 'new-page' | 'new-post' };

export function Studio() {
  const files = useFiles();
  const studio = useStudio(files.entries, files.refresh);
  const { doc, text, state, dispatch } = studio;
  const baseData = useMemo(() => {
    try {
      return doc ? readDraft(doc.kind, doc.base.text).data : undefined;
    } catch {
      return undefined;
    }
  }, [doc?.base.text, doc?.kind]); // eslint-disable-line react-hooks/exhaustive-deps
  const plan = doc ? savePlan(doc, baseData) : undefined;
  const uploads = useUploads();
  const check = useCheck(doc?.path, text, doc?.kind === 'post', plan, useClaimsDraft(state.docs, doc?.path, studio.dirtyPaths), uploads.restored);
  const [panel, setPanel] = useState<Panel>();
  const narrow = useNarrow();
  const [tab, setTab] = useState<Tab>('form');
  usePaneKey(narrow, tab, setTab);
  const { message: announcement, announce } = useAnnouncer();
  const lastFocus = useLastFocus();
  useUndoKeys(studio.undo, studio.redo);
  const isClaims = !!doc && isClaimsFile(doc);
  const renames = isClaims && doc ? claimRenames(baseData, doc.history.present.data) : [];
  const claims = useClaims(isClaims && text !== undefined ? { path: doc!.path, text } : undefined, files.list, isClaims || panel?.kind === 'claim-picker' || renames.length > 0);
  const claimsData = useContentData(CLAIMS_FILE, state.docs[CLAIMS_FILE], files.list);
  const siteData = useContentData(SITE_FILE, state.docs[SITE_FILE], files.list);
  const claimValues = useClaimValues(claimsData.now);
  const around: Surroundings = useMemo(() => ({ site: { before: siteData.saved, after: siteData.now }, claims: { before: claimsData.saved, after: claimsData.now } }), [siteData.saved, siteData.now, claimsData.saved, claimsData.now]);
  const textField = useLastTextField(doc?.path);
  const [dismissed, setDismissed] = useState<number>();

  const entry = files.entries.find((e) => e.path === doc?.path);
  const selected = doc ? state.selected[doc.path] : undefined;
  const problems = check.problems;
  const errors = blocking(problems);

  const nameOf = useCallback(
    (file: string) => {
      const e = files.entries.find((f) => f.path === file);
      // Titles that use a claim read as visitors see them.
      const title = e && resolveText(e.title, (id) => claimValues.get(id)?.value);
      if (!e) return file.startsWith('content/public/') ? `the picture ${file.slice('content/public'.length)}` : 'a file that is no longer there';
      return e.address ? `${title} (${addressWords(e.address)})` : title!;
    },
    [files.entries, claimValues],
  );
  const showForm = useCallback(() => setTab('form'), []);
  const goTo = useGoTo(files.entries, doc, text, dispatch, studio.open, showForm);

  const context = useFormContext(files, claimValues, goTo, studio, uploads, state.current);
  const preview = usePreviewMessage({ doc, entries: files.entries, preview: check.preview, previewText: check.previewText, problems, selected, dirtySite: [...studio.dirtyPaths].some((p) => files.entries.find((e) => e.path === p)?.kind === 'site') });
  const select = useCallback((index: number | undefined) => doc && dispatch({ type: 'select', path: doc.path, index }), [doc, dispatch]);
  const openUsage = (u: ClaimUsage) => goTo({ file: u.path, path: u.field, line: u.line, col: u.col });

  const jump = (p: FieldProblem) => {
    if (!doc) return;
    if (p.elsewhere) return goTo(p.elsewhere);
    if (doc.kind === 'page' && p.path[0] === 'blocks' && typeof p.path[1] === 'number') select(p.path[1]);
    window.setTimeout(() => focusField(doc.kind, p.path) || document.getElementById('problems-heading')?.focus(), 50);
  };
  const saved = (outcome: SaveOutcome) => {
    if (!doc) return;
    if (outcome.kind === 'conflict') {
      setPanel(undefined);
      void studio.mergeDisk(doc.path, { text: outcome.diskText, hash: outcome.diskHash }).then(() => announce('The file had changed elsewhere: both versions are kept in the form. Review and save again.'));
      return;
    }
    dispatch({ type: 'saved', path: doc.path, text: outcome.text, hash: outcome.hash, newPath: outcome.path });
    uploads.settle(doc.path, outcome.text);
    if (outcome.path !== doc.path) window.history.replaceState(null, '', `#${encodeURIComponent(outcome.path)}`);
    setPanel(undefined);
    const also = outcome.others.length ? ` ${outcome.others.length === 1 ? 'One other file follows' : `${outcome.others.length} other files follow`}.` : '';
    announce(`Saved.${also}`);
    // Back to where the person was working (the Review button is off now that all is saved).
    window.setTimeout(() => lastFocus.restore(document.getElementById('editor-heading')));
    void files.refresh();
  };
  const created = async (file: FileText) => {
    setPanel(undefined);
    dispatch({ type: 'forget', path: file.path });
    studio.openWhenListed(file.path);
    await files.refresh();
  };
  const stale = check.checkedText !== text;
  const pending = doc?.conflicts?.length ?? 0;
  const saveBlocked = pending
    ? `Save is off: choose between the two versions of ${pending === 1 ? 'a field' : `${pending} fields`} first`
    : errors.length
      ? `Save is off: fix the ${errors.length === 1 ? 'mistake' : `${errors.length} mistakes`} listed above the form first`
      : stale
        ? 'Checking your edit…'
        : undefined;
  const review = () => {
    if (!studio.dirty) return announce('There is nothing to save: all edits are saved.');
    if (saveBlocked) return announce(saveBlocked);
    setPanel({ kind: 'save' });
  };
  useSaveKey(review);
  // A picture uploaded for an edit that is undone goes with it (and comes back with a Redo).
  useEffect(() => {
    if (doc && text !== undefined) uploads.follow(doc.path, text, !studio.dirty);
  }, [doc, text, studio.dirty, uploads.follow]); // eslint-disable-line react-hooks/exhaustive-deps
  // The palette's pictures are drawn once, soon after the Studio opens (not in the way of the first preview).
  useEffect(() => {
    const timer = window.setTimeout(startExamples, 1500);
    return () => window.clearTimeout(timer);
  }, []);
  // What an outside change brought in is read out once, when it comes.
  const incomingAt = doc?.incoming?.at;
  useEffect(() => {
    if (doc?.incoming && (doc.incoming.paths.length || doc.incoming.conflicts)) announce(mergeWords(doc, around));
  }, [incomingAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const showMerge = doc?.incoming && (doc.incoming.paths.length > 0 || pending > 0) && dismissed !== doc.incoming.at;
  const openFile = (path: string) => {
    void studio.open(path);
    if (narrow) {
      setTab('form');
      window.setTimeout(() => document.getElementById('editor-heading')?.focus());
    }
  };

  const topBar = (
    <TopBar
      title={entry?.title && resolveText(entry.title, (id) => claimValues.get(id)?.value)}
      dirty={studio.dirty}
      saveBlocked={saveBlocked}
      canUndo={studio.canUndo}
      canRedo={studio.canRedo}
      unsavedElsewhere={[...studio.dirtyPaths].filter((p) => p !== doc?.path).map(nameOf)}
      narrow={narrow}
      onUndo={studio.undo}
      onRedo={studio.redo}
      onSave={review}
      onChanges={() => setPanel({ kind: 'changes' })}
    />
  );

  return (
    <div className={`studio${narrow ? ' studio--narrow' : ''}`}>
      <a href="#editor" className="skip-link" onClick={() => setTab('form')}>Skip to the form</a>
      {narrow ? (
        <div className="studio__top">
          {topBar}
          <Tabs current={tab} onChange={setTab} />
        </div>
      ) : (
        topBar
      )}
      <p className="visually-hidden" role="status" id="announcer">{announcement}</p>
      <Panel narrow={narrow} tab="files" current={tab}>
        <Sidebar entries={files.entries} current={doc?.path} unsaved={studio.dirtyPaths} onOpen={openFile} onNewPage={() => setPanel({ kind: 'new-page' })} onNewPost={() => setPanel({ kind: 'new-post' })} />
      </Panel>
      <Panel narrow={narrow} tab="form" current={tab}>
        <main className="editor" id="editor" tabIndex={-1} aria-labelledby="editor-heading">
          <h2 id="editor-heading" className="editor__heading" tabIndex={-1}>Edit {entry?.title ? resolveText(entry.title, (id) => claimValues.get(id)?.value) : 'content'}</h2>
          <p className="editor__keys">{PANE_KEY} moves between the pages, the form and the preview.</p>
          {(files.error || studio.loadError || check.failure) && <p className="notice notice--error" role="alert">{files.error ?? studio.loadError ?? check.failure}</p>}
          {studio.outside && doc?.path === studio.outside.path && (
            <div className="notice notice--warning" role="alert">
              <p>This file was deleted outside the Studio (in a text editor, or by git). Your edits are still here: saving puts the file back with them.</p>
            </div>
          )}
          {showMerge && doc && <MergeNotice doc={doc} around={around} near={lastFocus.get()} onChoose={() => setPanel({ kind: 'conflict' })} onDismiss={() => setDismissed(doc.incoming!.at)} />}
          {doc && entry?.live && <LivePostBar doc={doc} post={entry.live} onEdit={studio.edit} onChanged={files.refresh} announce={announce} />}
          {doc && <AddressBar doc={doc} address={entry?.address} summary={check.plan} onChangeRoute={(route) => dispatch({ type: 'route', path: doc.path, route })} />}
          {doc && doc.kind !== 'other' && (
            <div className="editor__tools">
              <button type="button" className="button button--small" onClick={() => setPanel({ kind: 'claim-picker' })} aria-describedby="claim-into">
                Insert a figure or fact
              </button>
              <span id="claim-into" className="editor__into">
                {textField.target ? `into “${textField.target.label}”` : 'Click in a text box first'}
              </span>
            </div>
          )}
          {isClaims && <ClaimRenames renames={renames} claims={claims.claims} keepOld={!!doc?.keepOldClaimNames} onKeepOld={(keepOld) => doc && dispatch({ type: 'claim-names', path: doc.path, keepOld })} />}
          <ProblemList problems={problems} onJump={jump} checking={stale && !!doc && studio.dirty} nameOf={nameOf} />
          {doc && <Editor doc={doc} problems={ownProblems(problems)} selected={selected} context={context} onSelect={select} onEdit={studio.edit} />}
        </main>
      </Panel>
      <Panel narrow={narrow} tab="preview" current={tab}>
        {isClaims ? (
          <ClaimsPane claims={claims.claims} failure={claims.failure} problems={ownProblems(problems)} nameOf={nameOf} onOpenUsage={openUsage} onEditClaim={(c) => {
              // On a phone the form is in its own tab: shown first, then its field takes the focus.
              setTab('form');
              window.setTimeout(() => focusField('other', [c.kind === 'figure' ? 'figures' : 'facts', c.id, 'value']));
            }} />
        ) : (
          <PreviewPane message={preview.message} note={preview.note} onSelect={(i) => {
            select(i);
            if (!narrow) return;
            // On a phone the form is a tab of its own: shown, then the tapped section's fields brought into view.
            setTab('form');
            focusWhenDrawn(() => focusSectionField(i));
          }} />
        )}
      </Panel>
      {narrow && (
        <Panel narrow tab="changes" current={tab}>
          {tab === 'changes' && <ChangesPanel inline around={around} onClose={() => setTab('form')} nameOf={nameOf} onDiscarded={(p) => state.docs[p] && void studio.reload(p).then(() => uploads.settle(p, null))} />}
        </Panel>
      )}
      {panel?.kind === 'claim-picker' && (
        <ClaimPicker
          claims={claims.claims}
          values={claimValues}
          into={textField.target?.label}
          onClose={() => setPanel(undefined)}
          onPick={(c) => {
            setPanel(undefined);
            // After the dialog has closed and given the focus back, so the text box keeps it.
            window.setTimeout(() => {
              const label = textField.target?.label;
              announce(textField.insert(`{{${c.id}}}`) ? `${c.value} inserted into “${label}”.` : 'That text box is closed now: click in a text box, then insert the figure or fact again.');
            });
          }}
        />
      )}
      {panel?.kind === 'save' && doc && text !== undefined && (
        <SaveDialog doc={doc} title={entry?.title ?? nameOf(doc.path)} nameOf={nameOf} text={text} plan={plan} summary={check.plan} around={around} onClose={() => setPanel(undefined)} onDone={saved} />
      )}
      {panel?.kind === 'conflict' && doc && (
        <ConflictDialog
          doc={doc}
          claims={claimValues}
          site={siteData.now}
          onClose={() => setPanel(undefined)}
          onChoose={(choices) => {
            for (const c of choices) dispatch({ type: 'choose', path: doc.path, at: c.at, version: c.version });
            setPanel(undefined);
            announce('Your choices are in the form. Undo takes them back.');
          }}
        />
      )}
      {panel?.kind === 'changes' && <ChangesPanel around={around} onClose={() => setPanel(undefined)} nameOf={nameOf} onDiscarded={(p) => state.docs[p] && void studio.reload(p).then(() => uploads.settle(p, null))} />}
      {panel?.kind === 'new-page' && <NewPageDialog onClose={() => setPanel(undefined)} onCreated={(f) => void created(f)} />}
      {panel?.kind === 'new-post' && <NewPostDialog live={files.live} onClose={() => setPanel(undefined)} onCreated={(f) => void created(f)} />}
    </div>
  );
}
