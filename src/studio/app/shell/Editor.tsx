import type { Doc, Draft } from '../doc/document.ts';
import type { FieldProblem } from '../doc/problems.ts';
import { PostEditor, SettingsEditor } from '../editors/FileEditor.tsx';
import { PageEditor } from '../editors/PageEditor.tsx';
import type { FormContext } from '../forms/context.ts';

interface Props {
  doc: Doc;
  problems: FieldProblem[];
  selected?: number;
  context: FormContext;
  onSelect: (index: number | undefined) => void;
  onEdit: (draft: Draft, field: string) => void;
}

/** The form for the open file, by what kind of file it is. */
export function Editor({ doc, problems, selected, context, onSelect, onEdit }: Props) {
  const { data, body } = doc.history.present;
  const setData = (next: unknown, field: string) => onEdit({ data: next, body }, field);
  if (doc.unreadable) {
    return (
      <div className="notice notice--error" role="alert">
        <p>This file has a mistake that stops the Studio from reading it: {doc.unreadable}</p>
        <p>It was probably changed in a text editor. Fix it there (the list above says where), and the Studio picks it up at once.</p>
      </div>
    );
  }
  switch (doc.kind) {
    case 'page':
      return <PageEditor data={data} problems={problems} selected={selected} context={context} onSelect={onSelect} onChange={setData} />;
    case 'post':
      return <PostEditor data={data} body={body ?? ''} problems={problems} context={context} onChange={setData} onBodyChange={(b) => onEdit({ data, body: b }, 'post-body')} />;
    default:
      return <SettingsEditor schema={doc.schema} data={data} problems={problems} context={context} onChange={setData} />;
  }
}
