import { EMPTY_VALUES, type BookingValues } from './values.ts';

// One draft per tab: sessionStorage survives a reload but not closing the tab.
const KEY = 'automata:strategy-call-draft';

/** sessionStorage when the browser allows it (it can be missing or throw in private modes). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none or it is unreadable. Unknown keys are ignored. */
export function readDraft(storage: Storage | null): BookingValues | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const draft = { ...EMPTY_VALUES };
    for (const key of Object.keys(EMPTY_VALUES) as (keyof BookingValues)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Saves the values, or forgets the draft when nothing differs from an untouched form. */
export function writeDraft(storage: Storage | null, values: BookingValues): void {
  try {
    const untouched = (Object.keys(EMPTY_VALUES) as (keyof BookingValues)[]).every((k) => values[k] === EMPTY_VALUES[k]);
    if (untouched) storage?.removeItem(KEY);
    else storage?.setItem(KEY, JSON.stringify(values));
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
