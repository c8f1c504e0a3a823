/** Small wording helpers shared by every message, so all of them read the same way. */

export const quote = (s: string): string => `"${s}"`;

/** "a", "b" and "c" / a, b or c. */
export function listWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Lower-cases a title for use mid-sentence, keeping acronyms such as "SEO" or "AI" intact. */
export const midSentence = (s: string): string => (/^[A-Z][A-Z]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

export const article = (noun: string): string => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** A value as the person typed it, shortened so one long paragraph does not flood the message. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quote(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}

/** What kind of thing a schema expects, in plain words. */
export const KIND_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

/** What kind of thing a value is, in plain words ("the number 5", "a list"). */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return `text (${shown(value)})`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** " Fill it in: the summary under the headline..." from a field's description, for empty fields. */
export const fillIn = (description: string | undefined): string =>
  description ? ` Fill it in: ${description.charAt(0).toLowerCase()}${description.slice(1)}` : ' Fill it in.';
