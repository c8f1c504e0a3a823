import type { FieldProblem } from '../doc/problems.ts';

interface Props {
  problems: FieldProblem[];
  /** Shows the problem's field (selecting its section first) and focuses it. */
  onJump: (problem: FieldProblem) => void;
  /** The text is being checked again after an edit. */
  checking: boolean;
  /** What people call a content file ("Home, /"), for mistakes a draft causes in another file. */
  nameOf: (file: string) => string | undefined;
}

/** Every mistake in the open file, in the checker's words; each one takes you to its field. */
export function ProblemList({ problems, onJump, checking, nameOf }: Props) {
  const errors = problems.filter((p) => !p.warning);
  const warnings = problems.filter((p) => p.warning);
  const heading = errors.length
    ? `${errors.length} ${errors.length === 1 ? 'mistake' : 'mistakes'} to fix before saving`
    : warnings.length
      ? `${warnings.length} ${warnings.length === 1 ? 'thing' : 'things'} worth a look`
      : '';
  return (
    <div className="problems-slot" aria-live="polite">
      {problems.length > 0 && (
        <section className={`problems${errors.length ? ' problems--error' : ''}`} aria-labelledby="problems-heading">
          <h2 id="problems-heading" className="problems__heading" tabIndex={-1}>
            {heading}
            {checking && <span className="problems__checking"> (checking…)</span>}
          </h2>
          <ul className="problems__list">
            {[...errors, ...warnings].map((p, i) => (
              <li key={i} className={p.warning ? 'problems__item problems__item--warning' : 'problems__item'}>
                <button type="button" className="problems__jump" onClick={() => onJump(p)}>
                  {p.warning && <span className="problems__tag">Warning: </span>}
                  {p.elsewhere && (
                    <span className="problems__where">
                      In {nameOf(p.elsewhere.file) ?? p.elsewhere.file}:{' '}
                    </span>
                  )}
                  {p.message}
                  {p.hint && <span className="problems__hint"> {p.hint}</span>}
                  <span className="visually-hidden">{p.elsewhere ? ' (open that file at the field)' : ' (go to the field)'}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
