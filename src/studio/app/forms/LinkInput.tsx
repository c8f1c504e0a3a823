import type { FormContext } from './context.ts';

type InputAttrs = { id: string; name: string; required?: boolean; disabled?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

// Starting points for the addresses that are not pages of this site.
const STARTERS = [
  { value: 'https://', label: 'A web address' },
  { value: 'mailto:', label: 'An email address' },
  { value: 'tel:+', label: 'A phone number' },
];

/**
 * Where a link goes: a page of this site picked from the list (the browser's own suggestion list,
 * so it works by keyboard and screen reader), or any https:, mailto: or tel: address typed in.
 */
export function LinkInput({ value, onChange, context, ...attrs }: InputAttrs & { value: string; onChange: (value: string) => void; context: FormContext }) {
  const listId = `${attrs.id}__pages`;
  const page = context.routes.find((r) => r.route === value);
  return (
    <div className="link-input">
      <input {...attrs} type="text" className="input" list={listId} spellCheck={false} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {context.routes.map((r) => (
          <option key={r.route} value={r.route}>
            {r.title ?? r.route}
          </option>
        ))}
        {STARTERS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </datalist>
      {page?.title && <p className="link-input__page">Goes to the page “{page.title}”</p>}
    </div>
  );
}
