import type { RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '../doc/problems.ts';
import type { FormContext } from '../forms/context.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { formSchema } from '../schemas/index.ts';
import { FormattedText } from '../text/FormattedText.tsx';
import type { Tool } from '../text/formatting.ts';
import { formPrefix, POST_BODY_ID } from './fieldIds.ts';

/** An article takes every kind of formatting, pictures included. */
const ARTICLE_TOOLS: Tool[] = ['heading', 'bold', 'italic', 'list', 'numbered', 'link', 'picture'];

interface Props {
  schema: string;
  data: unknown;
  problems: FieldProblem[];
  context: FormContext;
  onChange: (data: unknown, field: string) => void;
}

/** Site settings and any other schema'd file (the claims): the whole file as one form. */
export function SettingsEditor({ schema, data, problems, context, onChange }: Props) {
  const kind = schema === 'site.schema.json' ? 'site' : 'other';
  return <SchemaForm idPrefix={formPrefix(kind)} schema={formSchema(schema) as RJSFSchema} data={data} problems={problems} context={context} onChange={onChange} />;
}

interface PostProps {
  data: unknown;
  body: string;
  problems: FieldProblem[];
  context: FormContext;
  onChange: (data: unknown, field: string) => void;
  onBodyChange: (body: string) => void;
}

/** A blog post: its settings as a form, the article as formatted text (the preview shows it as visitors see it). */
export function PostEditor({ data, body, problems, context, onChange, onBodyChange }: PostProps) {
  const bodyProblems = problems.filter((p) => p.path[0] === 'body' && p.path.length === 1);
  const errorId = `${POST_BODY_ID}__error`;
  return (
    <>
      <SchemaForm
        idPrefix={formPrefix('post')}
        schema={formSchema('blog-post.schema.json') as RJSFSchema}
        data={data}
        problems={problems.filter((p) => !bodyProblems.includes(p))}
        context={context}
        onChange={onChange}
      />
      <div className={`field${bodyProblems.length ? ' field--error' : ''}`}>
        <label htmlFor={POST_BODY_ID} id={`${POST_BODY_ID}__label`} className="field__label" onClick={() => document.getElementById(POST_BODY_ID)?.focus()}>Article text</label>
        <p id={`${POST_BODY_ID}__description`} className="field__help">
          The article as visitors read it, with section headings, bold, italic, points, links and pictures from the buttons above it. The preview shows it
          on its page.
        </p>
        <FormattedText
          id={POST_BODY_ID}
          label="Article text"
          value={body}
          tools={ARTICLE_TOOLS}
          context={context}
          onChange={onBodyChange}
          onOpenClaim={context.openClaim}
          onUndo={context.undo}
          onRedo={context.redo}
          labelledBy={`${POST_BODY_ID}__label`}
          describedBy={`${POST_BODY_ID}__description${bodyProblems.length ? ` ${errorId}` : ''}`}
          invalid={bodyProblems.length > 0}
        />
        {bodyProblems.length > 0 && (
          <ul id={errorId} className="field__errors">
            {bodyProblems.map((p, i) => <li key={i}>{p.message}</li>)}
          </ul>
        )}
      </div>
    </>
  );
}
