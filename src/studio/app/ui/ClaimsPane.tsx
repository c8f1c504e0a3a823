import { useState } from 'react';
import type { ClaimUsage, StudioClaim } from '../api/types.ts';
import type { FieldProblem } from '../doc/problems.ts';

interface Props {
  claims?: StudioClaim[];
  failure?: string;
  /** The open claims file's problems: the checker's warnings (unused, out of date) are shown with their claim. */
  problems: FieldProblem[];
  /** What people call a content file ("Home, /"). */
  nameOf: (file: string) => string | undefined;
  onOpenUsage: (usage: ClaimUsage) => void;
  /** Moves the focus to the claim's value in the form. */
  onEditClaim: (claim: StudioClaim) => void;
}

const SECTIONS = new Set(['figures', 'facts']);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const claimWords = (c: StudioClaim) => `${c.id} ${c.value} ${c.source ?? ''}`.toLowerCase();


/**
 * Beside content/claims.yaml: each figure and fact with every place that shows it (each opens that
 * file at the field), its age, and the checker's own warnings about it.
 */
export function ClaimsPane({ claims, failure, problems, nameOf, onOpenUsage, onEditClaim }: Props) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (claims ?? []).filter((c) => words.every((w) => claimWords(c).includes(w)));
  return (
    <section className="claims-pane" aria-labelledby="claims-heading">
      <h2 id="claims-heading" className="claims-pane__heading">Where each figure and fact is used</h2>
      <p className="claims-pane__lead">
        A change to a value here shows everywhere it is used once saved. Open a place to edit the words around it.
      </p>
      {failure && <p className="notice notice--error" role="alert">{failure}</p>}
      <label htmlFor="claims-search" className="field__label">Find a figure or fact</label>
      <input id="claims-search" type="search" className="input claims-pane__search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Name, value or source" />
      {!claims && !failure && <p role="status">Reading the claims…</p>}
      <ul className="claims-pane__list">
        {shown.map((c) => {
          const own = problems.filter((p) => SECTIONS.has(String(p.path[0])) && p.path[1] === c.id);
          return (
            <li key={c.id} className="claim-card" data-claim={c.id}>
              <div className="claim-card__head">
                <h3 className="claim-card__title">
                  <span className="claim-card__value">{c.value}</span> <span className="claim-card__name">{c.id}</span>
                </h3>
                <button type="button" className="button button--small" onClick={() => onEditClaim(c)}>
                  Edit<span className="visually-hidden"> {c.id}</span>
                </button>
              </div>
              {(c.asOf || c.source) && (
                <p className="claim-card__meta">
                  {c.asOf && `As of ${c.asOf}${c.age ? ` (${c.age} old)` : ''}`}
                  {c.asOf && c.source && ' · '}
                  {c.source && `Source: ${c.source}`}
                </p>
              )}
              {own.map((p, i) => (
                <p key={i} className={`claim-card__problem${p.warning ? '' : ' claim-card__problem--error'}`}>
                  {p.warning && <span className="problems__tag">Warning: </span>}
                  {p.message}
                </p>
              ))}
              {c.usages.length > 0 && (
                <>
                  <p className="claim-card__count">Used in {plural(c.usages.length, 'place')}:</p>
                  <ul className="claim-card__usages">
                    {c.usages.map((u, i) => (
                      <li key={i}>
                        <button type="button" className="claim-card__usage" onClick={() => onOpenUsage(u)} data-line={u.line} data-file={u.path}>
                          <span className="claim-card__page">{u.where ?? nameOf(u.path) ?? u.route}</span>
                          <span className="visually-hidden"> (open it)</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {claims && !shown.length && <p role="status">{claims.length ? `Nothing matches “${query}”.` : 'There are no figures or facts yet.'}</p>}
    </section>
  );
}
