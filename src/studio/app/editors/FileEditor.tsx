import type { RJSFSchema } from '@rjsf/utils';
import type { FieldProblem } from '../doc/problems.ts';
import type { FormContext } from '../forms/context.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { formSchema } from '../schemas/index.ts';
import { formPrefix, POST_BODY_ID } from './fieldIds.ts';

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

/** A blog post: its settings as a form, the article as markdown text (the preview shows it rendered). */
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
        <label htmlFor={POST_BODY_ID} className="field__label">Article text</label>
        <p id={`${POST_BODY_ID}__description`} className="field__help">
          Write in markdown: a line starting with # is a section heading, a blank line starts a new paragraph, - starts a
          bullet point, **bold** and *italic* mark words, and [words](/strategy-call) makes a link. The preview shows the article as
          visitors will see it.
        </p>
        <textarea
          id={POST_BODY_ID}
          className="input input--article"
          value={body}
          onChange={(e) => onBodyChange(e.target.value)}
          aria-invalid={bodyProblems.length > 0 || undefined}
          aria-describedby={`${POST_BODY_ID}__description${bodyProblems.length ? ` ${errorId}` : ''}`}
          spellCheck
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
