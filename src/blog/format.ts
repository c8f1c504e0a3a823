// UTC so that the build machine and every visitor see the same day (and hydration matches).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'November 4, 2026' (the spec's long-form US date); the text as given when it is not a date. */
export function longDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : LONG_DATE.format(time);
}

/** The machine-readable date for <time dateTime>. */
export function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export const readingTime = (minutes: number): string => `${minutes} min read`;

export const viewCount = (views: number): string => `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`;

/** The first `max` tags and how many more there are. */
export function visibleTags(tags: readonly string[] | null | undefined, max = 3): { shown: string[]; more: number } {
  const all = tags ?? [];
  return { shown: all.slice(0, max), more: Math.max(0, all.length - max) };
}
