/**
 * Faster than a person fills the form in by hand. Time alone never marks a visitor as a program:
 * a browser's autofill fills every field at once, so a submission sooner than this after the page
 * opened is held until this much time has passed, then sent.
 */
export const MIN_FILL_MS = 3000;

/**
 * The field people never see (hidden from sight, keyboard and screen readers); bots fill in every
 * field. Its name matches no autofill type, so browsers and password managers leave it empty.
 */
export const TRAP_FIELD = 'contact_me_by_fax_only';

/** True for a submission made by a program: it filled in the hidden field. It is shown the usual thank-you and never sent. */
export const filledTrap = (trapValue: string): boolean => trapValue.trim() !== '';

/** How long to hold a submission before sending it (ms): what is left of MIN_FILL_MS since the visitor started, 0 once it has passed. */
export function holdFor(startedAt: number, now: number = Date.now()): number {
  return Math.min(MIN_FILL_MS, Math.max(0, startedAt + MIN_FILL_MS - now));
}

/** Resolves once the hold is over (at once when there is none). */
export const waitOutHold = (startedAt: number): Promise<void> => {
  const ms = holdFor(startedAt);
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
};

/** When this page started loading (ms since 1970): the earliest a visitor can have begun. */
export const pageStart = (): number => Date.now() - (typeof performance === 'undefined' ? 0 : performance.now());
