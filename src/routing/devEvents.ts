/**
 * How the dev server's content plugin (scripts/vite/content-plugin.ts) talks to the page it
 * serves. None of this is used by the production build.
 */

/** Sent when a saved content file leaves the content valid: the open page fetches its data again. */
export const CONTENT_CHANGED_EVENT = 'content:changed';

/** Sent when a save leaves a mistake in the content: the overlay shows the report. */
export const CONTENT_PROBLEMS_EVENT = 'content:problems';

/** The overlay's element (src/dev/content-overlay.ts). */
export const OVERLAY_TAG = 'content-overlay';

/** The id of the JSON block carrying the current report into each page the dev server serves. */
export const PROBLEMS_DATA_ID = '__CONTENT_PROBLEMS__';

/** What the overlay shows: each problem exactly as formatProblems prints it, then the summary line. */
export interface ContentReport {
  problems: string[];
  summary: string;
}
