import { BOOKING_DRAFT_KEY as KEY } from './draft-key.ts';
import { EMPTY_VALUES, type BookingValues } from './values.ts';

/** What the tab remembers of a booking in progress. */
export interface Draft {
  values: BookingValues;
  /** The booking's submission_id once sending was first tried: the same on every retry, so the webhook can drop repeats. */
  id?: string;
  /** Set while a send is under way: after a reload the booking may have arrived. */
  sending?: boolean;
  /** When the visitor started on this booking (ms since 1970), for the minimum fill time. */
  startedAt?: number;
}

/** sessionStorage when the browser allows it (it can be missing or throw in private modes). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const untouched = (values: BookingValues) => (Object.keys(EMPTY_VALUES) as (keyof BookingValues)[]).every((k) => values[k] === EMPTY_VALUES[k]);

/** The saved booking, or null when there is none or it is unreadable. Unknown keys are ignored. */
export function readDraft(storage: Storage | null): Draft | null {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!saved || typeof saved !== 'object') return null;
    const raw = (saved.values ?? {}) as Record<string, unknown>;
    const values = { ...EMPTY_VALUES };
    for (const key of Object.keys(EMPTY_VALUES) as (keyof BookingValues)[]) {
      if (typeof raw[key] === 'string') values[key] = raw[key];
    }
    const { id, sending, startedAt } = saved;
    return { values, id: typeof id === 'string' && id ? id : undefined, sending: sending === true || undefined, startedAt: typeof startedAt === 'number' ? startedAt : undefined };
  } catch {
    return null;
  }
}

/** Saves the booking, or forgets it when nothing was typed and nothing was sent. */
export function writeDraft(storage: Storage | null, draft: Draft): void {
  try {
    if (untouched(draft.values) && !draft.id) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft; the form itself keeps working.
  }
}

export function clearDraft(storage: Storage | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
