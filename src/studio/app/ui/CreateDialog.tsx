import { useId, useState, type FormEvent } from 'react';
import { ApiError, type FileText } from '../api/types.ts';
import { Dialog } from './Dialog.tsx';

export interface CreateField {
  name: string;
  label: string;
  help: string;
  /** Filled in from another field while the person has not typed here (an address from a title). */
  derive?: (values: Record<string, string>) => string;
  long?: boolean;
  maxLength?: number;
}

interface Props {
  title: string;
  lead: string;
  fields: CreateField[];
  submitLabel: string;
  create: (values: Record<string, string>) => Promise<FileText>;
  onCreated: (file: FileText) => void;
  onClose: () => void;
}

const messageOf = (err: unknown): string[] => {
  if (err instanceof ApiError && Array.isArray(err.body.problems)) {
    const list = (err.body.problems as { message?: unknown }[]).map((p) => String(p.message ?? ''));
    if (list.length) return list;
  }
  return [err instanceof Error ? err.message : String(err)];
};

/** A small form that makes a new file (a page, a post); the server checks it like any content. */
export function CreateDialog({ title, lead, fields, submitLabel, create, onCreated, onClose }: Props) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const valueOf = (f: CreateField) => (touched.has(f.name) || !f.derive ? (values[f.name] ?? '') : f.derive(values));
  const all = Object.fromEntries(fields.map((f) => [f.name, valueOf(f).trim()]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblems([]);
    try {
      onCreated(await create(all));
    } catch (err) {
      setProblems(messageOf(err));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="dialog__lead">{lead}</p>
      <form onSubmit={(e) => void submit(e)} className="create" noValidate>
        {fields.map((f) => {
          const inputId = `${id}-${f.name}`;
          const common = {
            id: inputId,
            className: 'input',
            required: true,
            maxLength: f.maxLength,
            'aria-describedby': `${inputId}-help`,
            value: valueOf(f),
            onChange: (ev: { target: { value: string } }) => {
              setTouched((t) => new Set(t).add(f.name));
              setValues((v) => ({ ...v, [f.name]: ev.target.value }));
            },
          };
          return (
            <div className="field" key={f.name}>
              <label className="field__label" htmlFor={inputId}>
                {f.label} <span className="field__required" aria-hidden="true">*</span>
              </label>
              <p className="field__help" id={`${inputId}-help`}>{f.help}</p>
              {f.long ? <textarea {...common} rows={3} /> : <input {...common} type="text" spellCheck={f.name !== 'route' && f.name !== 'slug'} />}
            </div>
          );
        })}
        {problems.length > 0 && (
          <ul className="notice notice--error" role="alert">
            {problems.map((p, i) => <li key={i}>{p}</li>)}
          </ul>
        )}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={busy || fields.some((f) => !all[f.name])}>
            {busy ? 'Creating…' : submitLabel}
          </button>
          <button type="button" className="button" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}

/** "Our New Service!" → "our-new-service": the address part people expect from a title. */
export const slugify = (text: string): string =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
