import type { ErrorObject } from 'ajv';
import { sentence, type Places } from './places.ts';
import { allowedFields, type SchemaIndex } from './schema-index.ts';
import type { JsonSchema } from './schemas.ts';
import { didYouMean } from './suggest.ts';
import { valueMessage } from './value-messages.ts';
import { article, KIND_WORDS, kindOf, listWords, midSentence, quote } from './words.ts';

export type Path = (string | number)[];

/** One mistake, worded, with where to point: the key (unknown field), the value, or the whole map (missing field). */
export interface Finding {
  path: Path;
  at: 'key' | 'value' | 'node';
  message: string;
  /** For merging "headlin is unknown" with "headline is missing" into one message. */
  missing?: string;
  suggestion?: string;
}

export interface Wording {
  places: Places;
  index: SchemaIndex;
}

const required = (shape: JsonSchema | undefined): string[] => (shape?.required as string[] | undefined) ?? [];

/** Turns one ajv error into words for the person editing the file; never shows ajv's own text. */
export function explain(e: ErrorObject, path: Path, w: Wording): Finding {
  const { places } = w;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return unknownField(String(params.additionalProperty), path, w, e.parentSchema as JsonSchema);
    case 'required': {
      const name = String(params.missingProperty);
      return { path, at: 'node', missing: name, message: missingField(name, path, w) };
    }
    case 'dependencies':
    case 'dependentRequired': {
      const [has, needs] = [String(params.property), String(params.missingProperty)];
      const message = sentence(places.where(path), `${quote(places.label([...path, has]))} needs ${quote(places.label([...path, needs]))} too: add \`${needs}:\`.`);
      return { path, at: 'node', message };
    }
    case 'propertyNames':
      return { path: [...path, String(params.propertyName)], at: 'key', message: sentence(places.where(path), `${quote(String(params.propertyName))} is not an allowed name here.`) };
    case 'oneOf':
    case 'anyOf':
      return noFormFits(e, path, w);
    default:
      return { path, at: 'value', message: valueMessage(e, path, places) };
  }
}

function unknownField(name: string, path: Path, w: Wording, parent: JsonSchema): Finding {
  const { places } = w;
  const isBlock = path.length === 2 && path[0] === 'blocks' && typeof path[1] === 'number';
  // The schema that refused the field lists exactly what it allows (one branch of a oneOf, say).
  const fields = allowedFields(w.index, parent.properties ? parent : (places.shape(path) ?? parent)).filter((f) => !(isBlock && f === 'type'));
  const suggestion = didYouMean(name, fields);
  let text = `${quote(name)} is not a field of ${places.owner(path)}.`;
  if (suggestion) text += ` Did you mean ${quote(suggestion)}?`;
  text += fields.length ? ` Allowed fields: ${fields.join(', ')}.` : ' It has no fields to set.';
  return { path: [...path, name], at: 'key', suggestion, message: sentence(places.where(path), text) };
}

export function missingField(name: string, path: Path, w: Wording): string {
  const { places } = w;
  const label = places.label([...path, name]);
  const shape = places.shape([...path, name]);
  let need = 'one';
  if (shape?.type === 'array') {
    const item = places.steps([...path, name, 0]).at(-1);
    need = `at least one ${item?.noun ?? 'entry'}`;
  } else if (shape?.type !== 'object') need = article(midSentence(label));
  const under = required(shape).length ? ` with ${listWords(required(shape).map((f) => `\`${f}:\``))} under it` : '';
  return sentence(places.where(path), `${quote(label)} is missing. ${places.needs(path)} ${need}: add \`${name}:\`${under}.`);
}

/** A oneOf/anyOf where no branch was meant: name the discriminator's choices, or the accepted kinds. */
function noFormFits(e: ErrorObject, path: Path, w: Wording): Finding {
  const label = w.places.label(path);
  const where = w.places.where(path.slice(0, -1));
  if (e.keyword === 'oneOf' && (e.params as { passingSchemas?: unknown }).passingSchemas) {
    return { path, at: 'value', message: sentence(where, `${quote(label)} fits more than one of its allowed forms; remove the fields that do not belong together.`) };
  }
  const branches = ((e.schema as JsonSchema[]) ?? []).map((b) => w.index.resolve(b, '').shape);
  // Choices with labels (`oneOf` of `const` + `title`): the allowed values, each with its label.
  if (branches.length && branches.every((b) => b.const !== undefined)) {
    const allowed = branches.map((b) => String(b.const));
    const choices = branches.map((b) => (typeof b.title === 'string' && sameWords(b.title, String(b.const)) === false ? `${String(b.const)} (${midSentence(b.title)})` : String(b.const)));
    const guess = typeof e.data === 'string' ? didYouMean(e.data, allowed) : undefined;
    const found = typeof e.data === 'object' && e.data !== null ? kindOf(e.data) : shownValue(e.data);
    return { path, at: 'value', message: sentence(where, `${quote(label)} must be one of ${choices.join(', ')} (found ${found}).${guess ? ` Did you mean ${quote(guess)}?` : ''}`) };
  }
  // Shapes told apart by one field (`kind: circle` / `kind: square`): that field is what is wrong.
  const data = e.data as Record<string, unknown> | null;
  const props = (b: JsonSchema) => (b.properties ?? {}) as Record<string, JsonSchema>;
  const key = data && typeof data === 'object' ? Object.keys(props(branches[0] ?? {})).find((k) => branches.every((b) => props(b)[k]?.const !== undefined)) : undefined;
  if (key) {
    const choices = branches.map((b) => String(props(b)[key]!.const));
    const found = key in data! ? shownValue(data![key]) : 'nothing';
    return { path: [...path, key], at: key in data! ? 'value' : 'node', message: sentence(w.places.where(path), `${quote(w.places.label([...path, key]))} must be one of ${choices.join(', ')} (found ${found}).`) };
  }
  const kinds = new Set<string>();
  for (const shape of branches) {
    if (shape.const !== undefined) kinds.add(JSON.stringify(shape.const));
    else if (typeof shape.title === 'string') kinds.add(article(midSentence(shape.title)));
    else if (typeof shape.type === 'string') kinds.add(KIND_WORDS[shape.type] ?? shape.type);
  }
  const expected = kinds.size ? listWords([...kinds], 'or') : 'one of the allowed forms';
  return { path, at: 'value', message: sentence(where, `${quote(label)} should be ${expected}, not ${kindOf(e.data)}.`) };
}

/** "Target" and target, "Map pin" and map-pin say the same: no label needed. */
const sameWords = (a: string, b: string): boolean => a.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim() === b.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

const shownValue = (v: unknown): string => (typeof v === 'string' ? quote(v) : typeof v === 'object' && v !== null ? kindOf(v) : String(v));
