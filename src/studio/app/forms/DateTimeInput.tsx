import type { RJSFSchema } from '@rjsf/utils';

/** The site's time zone (the agency is in Kolkata, as the product spec says): times are typed and shown in it. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** A text field whose pattern takes a calendar date and also a date with a time and zone (a post's date). */
export function isDateTime(schema: RJSFSchema): boolean {
  if (schema.type !== 'string' || typeof schema.pattern !== 'string') return false;
  try {
    const re = new RegExp(schema.pattern);
    return re.test('2026-03-14') && re.test('2026-03-14T09:30:00+05:30') && !re.test('14 March');
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at a moment, as +05:30. */
function offsetAt(date: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-]\d{2}:\d{2})?/.exec(name);
  return m?.[1] ?? '+00:00';
}

/** A stored value as the date and time a person in the site's zone reads. */
export function splitDateTime(value: string, zone = SITE_TIME_ZONE): { date: string; time: string } {
  if (!value.includes('T')) return { date: value, time: '' };
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return { date: value.slice(0, 10), time: '' };
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(moment).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A date and an optional time typed in the site's zone, as the file keeps them (2026-03-14T09:30:00+05:30). */
export function joinDateTime(date: string, time: string, zone = SITE_TIME_ZONE): string {
  if (!date || !time) return date;
  const guess = new Date(`${date}T${time}:00Z`);
  return `${date}T${time}:00${offsetAt(guess, zone)}`;
}

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date picker and a time picker instead of a typed timestamp: the person picks a day and, if they
 * like, a time in India time; the file gets the same timestamp format as before. A value nobody
 * touches is never rewritten.
 */
export function DateTimeInput({ id, value, onChange, describedBy, invalid, required, disabled }: Props) {
  const { date, time } = splitDateTime(value);
  return (
    <div className="date-time">
      <input id={id} name={id} type="date" className="input input--number" value={date} required={required} disabled={disabled} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(e) => onChange(joinDateTime(e.target.value, time))} />
      <label className="date-time__label" htmlFor={`${id}__time`}>Time in India (optional)</label>
      <input id={`${id}__time`} type="time" className="input input--number" value={time} disabled={disabled || !date} onChange={(e) => onChange(joinDateTime(date, e.target.value))} />
    </div>
  );
}
