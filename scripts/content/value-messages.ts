import type { ErrorObject } from 'ajv';
import { sentence, type Places } from './places.ts';
import type { JsonSchema } from './schemas.ts';
import { didYouMean } from './suggest.ts';
import { fillIn, KIND_WORDS, kindOf, listWords, plural, quote, shown } from './words.ts';

type Path = (string | number)[];

const LINK_FORMS =
  'Use a page of this site starting with / (such as /strategy-call), a full address starting with https://, mailto: followed by an email address, or tel: followed by a phone number.';

const FORMATS: Record<string, string> = {
  date: 'date written as YYYY-MM-DD, such as 2026-11-21',
  'date-time': 'date and time such as 2026-11-21T09:30:00+05:30',
  email: 'email address',
  uri: 'full web address starting with https://',
};

const length = (v: unknown) => (typeof v === 'string' ? [...v].length : Array.isArray(v) ? v.length : 0);

/** A hint for the usual ways a link goes wrong; a page it suggests is always a real one. */
function linkHint(value: unknown, addresses: Places['addresses']): string {
  if (typeof value !== 'string') return '';
  if (/[\u0000-\u001f\u007f]/.test(value)) return ' It contains an invisible control character (often pasted in from another program): type the address again.';
  if (value.includes('\\')) return ' Addresses use forward slashes: write / instead of \\.';
  if (value.startsWith('//')) return ` An address starting with // is not allowed: write it in full, such as "https:${value}".`;
  if (/^www\./i.test(value)) return ` Add https:// in front: "https://${value}".`;
  if (/^[^\s@/:]+@[^\s@]+\.[a-z]{2,}$/i.test(value)) return ` For an email address write "mailto:${value}".`;
  if (/^\+?[0-9][0-9 ()-]{6,}$/.test(value)) return ` For a phone number write "tel:${value.replace(/\s+/g, '')}".`;
  if (/^[a-z0-9][a-z0-9/-]*$/i.test(value)) {
    // "about" for /about; never a page the site does not have ("how" is not "/how").
    const page = addresses?.isPage(`/${value}`) ? `/${value}` : addresses && didYouMean(`/${value}`, addresses.known.filter((a) => !/\.[a-z0-9]{2,5}$/i.test(a)));
    return page ? ` Did you mean "${page}"?` : '';
  }
  if (/\s/.test(value)) return ' A link cannot contain spaces.';
  return '';
}

/** Messages about one value: wrong kind, not an allowed choice, too long, out of range, wrong form. */
export function valueMessage(e: ErrorObject, path: Path, places: Places): string {
  const params = e.params as Record<string, unknown>;
  const label = quote(places.label(path));
  const where = places.where(path.slice(0, -1));
  const say = (text: string) => sentence(where, text);
  const data = e.data;
  const limit = Number(params.limit);
  const schema = e.parentSchema as JsonSchema;
  const description = places.description(path) ?? (schema.description as string | undefined);

  switch (e.keyword) {
    case 'type': {
      const kinds = String(params.type).split(',');
      const expected = listWords(kinds.map((k) => KIND_WORDS[k] ?? k), 'or');
      if (!path.length) {
        const fields = ((places.shape([])?.required as string[] | undefined) ?? []).map((f) => `\`${f}:\``);
        return `This file is empty or is not a set of fields. It needs ${listWords(fields)}, each at the start of a line.`;
      }
      if ((data === null || data === undefined) && kinds.includes('array')) return say(`${label} is empty. Add its entries on the lines below, each starting with "- ".`);
      if (data === null || data === undefined) return say(`${label} is empty. Write ${expected} after the colon.`);
      let tip = '';
      if (kinds.includes('string') && (typeof data === 'number' || typeof data === 'boolean')) tip = ` Put it in quotes: "${String(data)}".`;
      if (kinds.includes('array') && !Array.isArray(data)) tip = ' Write each entry on its own line, indented, starting with "- ".';
      if (kinds.includes('object') && typeof data !== 'object') {
        const fields = Object.keys((places.shape(path)?.properties as object | undefined) ?? {});
        tip = fields.length ? ` Write its fields (${fields.join(', ')}) on the lines below it, indented.` : '';
      }
      return say(`${label} should be ${expected}, not ${kindOf(data)}.${tip}`);
    }
    case 'enum': {
      const allowed = (e.schema as unknown[]) ?? (params.allowedValues as unknown[]);
      const guess = typeof data === 'string' ? didYouMean(data, allowed.map(String)) : undefined;
      const found = typeof data === 'object' && data !== null ? kindOf(data) : shown(data);
      return say(`${label} must be one of ${allowed.map(String).join(', ')} (found ${found}).${guess ? ` Did you mean ${quote(guess)}?` : ''}`);
    }
    case 'const':
      return say(`${label} must be ${shown(params.allowedValue)} (found ${shown(data)}).`);
    case 'pattern': {
      if (String(params.pattern).includes('mailto:')) return say(`${label} is not a link this site can use (found ${shown(data)}). ${LINK_FORMS}${linkHint(data, places.addresses)}`);
      return say(`${label} is not written the expected way (found ${shown(data)}).${description ? ` ${description}` : ''}`);
    }
    case 'format':
      return say(`${label} is not a valid ${FORMATS[String(params.format)] ?? String(params.format)} (found ${shown(data)}).`);
    case 'minLength':
      if (length(data) === 0) return say(`${label} is empty.${fillIn(description)}`);
      return say(`${label} is too short: ${plural(length(data), 'character')}, at least ${limit}.`);
    case 'maxLength':
      return say(`${label} is too long: ${plural(length(data), 'character')}, at most ${limit}. Shorten it by ${length(data) - limit}.`);
    case 'minimum':
      return say(`${label} must be at least ${limit} (found ${shown(data)}).`);
    case 'exclusiveMinimum':
      return say(`${label} must be more than ${limit} (found ${shown(data)}).`);
    case 'maximum':
      return say(`${label} must be at most ${limit} (found ${shown(data)}).`);
    case 'exclusiveMaximum':
      return say(`${label} must be less than ${limit} (found ${shown(data)}).`);
    case 'multipleOf':
      return say(`${label} must be a multiple of ${String(params.multipleOf)} (found ${shown(data)}).`);
    case 'minItems': {
      if (length(data) === 0) return say(`${label} has no entries. Add at least ${limit === 1 ? 'one' : limit}, each on its own line starting with "- ".`);
      return say(`${label} has ${plural(length(data), 'entry', 'entries')}; it needs at least ${limit}.`);
    }
    case 'maxItems':
    case 'additionalItems':
      return say(`${label} has ${plural(length(data), 'entry', 'entries')}; at most ${limit} are allowed. Remove ${length(data) - limit}.`);
    case 'uniqueItems': {
      const [a, b] = [Number(params.j), Number(params.i)].sort((x, y) => x - y) as [number, number];
      return say(`${label}: entries ${a + 1} and ${b + 1} are the same. Remove one of them.`);
    }
    case 'contains':
      return say(`${label} needs at least one entry of the kind it expects.${description ? ` ${description}` : ''}`);
    default:
      return say(`${label} is not allowed here.${description ? ` ${description}` : ''}`);
  }
}
