import { useState } from 'react';

/** Words an alternative text should not start with: a screen reader already says it is a picture. */
const NAMES_THE_PICTURE = /^\s*(an?\s+)?(image|picture|photo|photograph|graphic)\s+(of|showing)\b/i;

/**
 * The picture's words, asked for in the Studio's own terms: what it shows (required), or "decorative"
 * to leave them empty on purpose. `alt` is undefined until answered (a newly picked picture), which
 * the page's check reports as missing, so the question cannot be skipped by saving.
 */
export function AltQuestion({ id, alt, onChange }: { id: string; alt: string | undefined; onChange: (alt: string | undefined) => void }) {
  const [decorative, setDecorative] = useState(alt === '');
  const [words, setWords] = useState(alt ?? '');
  const hint = `${id}__alt-hint`;
  const warning = !decorative && NAMES_THE_PICTURE.test(words) ? 'Start with what the picture shows: screen readers already say it is a picture, so leave out "image of".' : '';
  const missing = !decorative && alt === undefined;
  return (
    <fieldset className="alt-question">
      <legend className="field__label">Words for the picture</legend>
      <label className="field__label" htmlFor={`${id}__alt`}>What does the picture show?</label>
      <p className="field__help" id={hint}>Read aloud to people who cannot see it. Say what matters on this page, for example "Two people reviewing a chatbot's answers on a laptop" (not "image of…").</p>
      <input
        id={`${id}__alt`}
        className="input"
        type="text"
        required={!decorative}
        disabled={decorative}
        aria-describedby={`${hint}${warning || missing ? ` ${id}__alt-status` : ''}`}
        aria-invalid={missing || undefined}
        value={decorative ? '' : words}
        onChange={(e) => {
          setWords(e.target.value);
          onChange(e.target.value.trim() ? e.target.value : undefined);
        }}
      />
      <label className="alt-question__decorative">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(e) => {
            setDecorative(e.target.checked);
            onChange(e.target.checked ? '' : words.trim() ? words : undefined);
          }}
        />{' '}
        Decorative: it adds nothing to the words around it (screen readers skip it)
      </label>
      <p className="field__status" id={`${id}__alt-status`} role="status">
        {warning || (missing ? 'Describe the picture, or mark it decorative.' : '')}
      </p>
    </fieldset>
  );
}
