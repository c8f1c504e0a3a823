/** Faster than a person can fill the form in: name, email, company and a challenge take longer. */
export const MIN_FILL_MS = 3000;

/**
 * The field people never see (hidden from sight, keyboard and screen readers); bots fill in every
 * field. Its name matches no autofill type, so browsers and password managers leave it empty.
 */
export const TRAP_FIELD = 'contact_me_by_fax_only';

/**
 * True for a submission made by a program: it filled in the hidden field, or finished sooner after
 * the visitor started than a person can. Such a submission is shown the usual thank-you and never sent.
 */
export function looksAutomated(trapValue: string, startedAt: number, now: number = Date.now()): boolean {
  return trapValue.trim() !== '' || now - startedAt < MIN_FILL_MS;
}

/** When this page started loading (ms since 1970): the earliest a visitor can have begun. */
export const pageStart = (): number => Date.now() - (typeof performance === 'undefined' ? 0 : performance.now());
