/** The site's time zone (India, no daylight saving): a live post's times are picked and shown in it. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';
export const SITE_OFFSET = '+05:30';
const OFFSET_MS = 330 * 60_000;

/**
 * A moment as a post's date field writes it: midnight UTC as the bare date (how `npm run
 * db:load-posts` stores a date without a time), any other moment in the site's time zone
 * (2026-12-01T09:30:00+05:30).
 */
export function dateText(date: Date): string {
  const iso = date.toISOString();
  if (iso.endsWith('T00:00:00.000Z')) return iso.slice(0, 10);
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19) + SITE_OFFSET;
}

/** "Now", to the minute, as a date the post's form accepts. */
export const nowText = (now = new Date()) => dateText(new Date(Math.floor(now.getTime() / 60_000) * 60_000));

/** A time picked in the site's time zone (a datetime-local value, 2026-12-01T09:30) as the post's date. */
export const pickedText = (local: string) => `${local.slice(0, 16)}:00${SITE_OFFSET}`;

/** A moment as a datetime-local value in the site's time zone. */
export const localValue = (date: Date) => new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** A moment in words, in the site's time zone: "1 December 2026 at 9:30 am". */
export const inWords = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: SITE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(date);
