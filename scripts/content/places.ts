import type { JsonSchema } from './schemas.ts';
import { descriptionOf, titleOf, type SchemaIndex } from './schema-index.ts';
import { PLACE_SEPARATOR, shortened } from './names.ts';
import { article, capitalise, midSentence, quote } from './words.ts';

/** What is being checked: the schema of the whole file and what to call it. */
export interface FileScope {
  index: SchemaIndex;
  root: JsonSchema;
  /** The file as a whole in words: "page", "blog post"; "site settings" reads as "the site settings". */
  subject: string;
  /** Pages only: block schemas by type, so sections are named by their title ("Hero", "Card grid 2"). */
  blocks?: Map<string, JsonSchema> | ReadonlyMap<string, JsonSchema>;
  /** The parsed file, to read each block's type and heading (claims resolved, so names show values). */
  data: unknown;
  /** The site's pages and files, when known: a link's did-you-mean only ever names one of them. */
  addresses?: { isPage: (href: string) => boolean; known: readonly string[] };
  /**
   * What the file is called, the first part of every place: "Home", "Site settings",
   * `Blog post "Speed to Lead"` (see names.ts). Without it, places start at the field.
   */
  name?: string;
}

type Path = readonly (string | number)[];

interface Step {
  kind: 'field' | 'item' | 'block' | 'entry';
  key: string | number;
  /** How the step is named: "Main button", "Card 4", "Card grid (Our services)", "Rows of data". */
  label: string;
  /** The thing the step holds, for "Every card needs..." (undefined when it has no good noun). */
  noun?: string;
  shape?: JsonSchema;
  description?: string;
}

/** The fields that name a section for a reader, in the order they are looked for. */
const HEADING_FIELDS = ['heading', 'headline', 'title'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The block's own heading, when it has one worth naming it by. */
function headingOf(block: unknown): string | undefined {
  if (!isObject(block)) return undefined;
  for (const field of HEADING_FIELDS) {
    const value = block[field];
    if (typeof value === 'string' && value.trim()) return shortened(value);
  }
  return undefined;
}

/**
 * A section named as an editor sees it: its kind's title ("Hero"); where the page has several of
 * that kind, also its own heading ("Card grid (Our services)") or, without one, its number among
 * them ("Card grid 2").
 */
export function sectionLabel(blocks: readonly unknown[], i: number, schemas: ReadonlyMap<string, JsonSchema> | undefined): { label: string; noun: string; schema?: JsonSchema } {
  const block = blocks[i];
  const type = isObject(block) ? block.type : undefined;
  const schema = typeof type === 'string' ? schemas?.get(type) : undefined;
  if (!schema) return { label: `Section ${i + 1}`, noun: 'section' };
  const title = typeof schema.title === 'string' ? schema.title : String(type);
  const noun = `${midSentence(title)} section`;
  const same = blocks.filter((b) => isObject(b) && b.type === type);
  if (same.length < 2) return { label: title, noun, schema };
  const heading = headingOf(block);
  const unique = heading !== undefined && same.filter((b) => headingOf(b) === heading).length === 1;
  return { label: unique ? `${title} (${heading})` : `${title} ${same.indexOf(block) + 1}`, noun, schema };
}

/** An entry of a map keyed by name (a figure of claims.yaml): by what it says it is about, else by its key. */
function entryLabel(title: string | undefined, key: string, value: unknown): string {
  const about = isObject(value) ? value.about : undefined;
  if (typeof about === 'string' && about.trim()) return shortened(about.split(/\s+\(|:\s/)[0]!, 60);
  return `${title ?? 'Entry'} ${quote(key)}`;
}

const valueAt = (data: unknown, path: Path): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), data);

/**
 * Names places in a content file the way its editor sees them: "Home › Card grid 2 › Card 4",
 * "Site settings › Footer › Company list › Company link 3". Titles come from the schemas, the
 * file's name from names.ts. Messages, the review of a change and the Studio all name places here.
 */
export class Places {
  constructor(private scope: FileScope) {}

  steps(path: Path): Step[] {
    const { index, blocks, data } = this.scope;
    const out: Step[] = [];
    let root = this.scope.root;
    let rest = path;
    let prefix: Path = [];
    if (blocks && path[0] === 'blocks' && typeof path[1] === 'number') {
      const list = (data as { blocks?: unknown } | null)?.blocks;
      const { label, noun, schema } = sectionLabel(Array.isArray(list) ? list : [], path[1], blocks);
      out.push({ kind: 'block', key: path[1], label, noun, shape: schema });
      if (!schema) return out;
      root = schema;
      rest = path.slice(2);
      prefix = path.slice(0, 2);
    }
    const walked = index.walk(root, rest);
    rest.forEach((key, i) => {
      const step = walked[i];
      const title = step ? titleOf(step) : undefined;
      const description = step ? descriptionOf(step) : undefined;
      if (typeof key === 'number') {
        const noun = title ? midSentence(title) : 'entry';
        out.push({ kind: 'item', key, label: `${capitalise(noun)} ${key + 1}`, noun, shape: step?.shape, description });
        return;
      }
      // A field holding a shared shape (a link, an image) is one of many: "every link needs...".
      const shared = step && typeof step.written.$ref === 'string' && typeof step.shape.title === 'string';
      const noun = shared ? midSentence(String(step.shape.title)) : undefined;
      const parent = i === 0 ? index.resolve(root, String(root.$id ?? '')).shape : walked[i - 1]?.shape;
      const named = title && parent && !(parent.properties as Record<string, unknown> | undefined)?.[key] && typeof parent.additionalProperties === 'object';
      if (named) {
        const value = valueAt(data, [...prefix, ...rest.slice(0, i + 1)]);
        out.push({ kind: 'entry', key, label: entryLabel(title, key, value), noun: midSentence(title), shape: step?.shape, description });
      } else out.push({ kind: 'field', key, label: title ?? key, noun, shape: step?.shape, description });
    });
    return out;
  }

  /** The parts of the place holding `path`: ["Home", "Card grid 2", "Card 4"]; just the file's name at the top. */
  segments(path: Path): string[] {
    const steps = this.steps(path);
    const out = this.scope.name ? [this.scope.name] : [];
    steps.forEach((s, i) => {
      const next = steps[i + 1];
      // "Cards › Card 4" says the same twice, and "Figures › Rows of data" too: the entry is enough.
      if (s.kind === 'field' && next?.kind === 'item' && s.label.toLowerCase().includes(next.noun!.replace(/s$/, ''))) return;
      if (s.kind === 'field' && next?.kind === 'entry') return;
      out.push(capitalise(s.label));
    });
    return out;
  }

  /** The place holding `path`, named for a person: "Home › Card grid 2 › Card 4". */
  where(path: Path): string {
    return this.segments(path).join(PLACE_SEPARATOR);
  }

  /** The name of the field or entry at the end of `path`: "Headline", "Phrase 2". */
  label(path: Path): string {
    const last = this.steps(path).at(-1);
    if (!last || last.key !== path[path.length - 1]) return String(path[path.length - 1] ?? this.scope.subject);
    return capitalise(last.label);
  }

  description(path: Path): string | undefined {
    return this.steps(path).at(-1)?.description;
  }

  /** "Every card needs", "Every hero section needs", "Search and sharing needs", "The site settings need". */
  needs(path: Path): string {
    const last = this.steps(path).at(-1);
    if (!path.length || !last) return /s$/.test(this.scope.subject) ? `The ${this.scope.subject} need` : `Every ${this.scope.subject} needs`;
    if (last.kind !== 'field') return `Every ${last.noun} needs`;
    return last.noun ? `Every ${last.noun} needs` : `${quote(last.label)} needs`;
  }

  /** "a card", "a hero section", "the site settings", "Main button". */
  owner(path: Path): string {
    const last = this.steps(path).at(-1);
    if (!path.length || !last) return /s$/.test(this.scope.subject) ? `the ${this.scope.subject}` : `a ${this.scope.subject}`;
    if (last.kind !== 'field' || last.noun) return article(last.noun!);
    return quote(last.label);
  }

  /** The addresses of the site (pages and files) when the check knows them. */
  get addresses(): FileScope['addresses'] {
    return this.scope.addresses;
  }

  /**
   * The schema of the value at `path`, where the schema says. Only the schemas are walked, not the words of
   * each step: the link check asks for the field of every site path on every page.
   */
  shape(path: Path): JsonSchema | undefined {
    const { index, blocks, data } = this.scope;
    if (!path.length) return index.resolve(this.scope.root, String(this.scope.root.$id ?? '')).shape;
    let root = this.scope.root;
    let rest = path;
    if (blocks && path[0] === 'blocks' && typeof path[1] === 'number') {
      const list = (data as { blocks?: unknown } | null)?.blocks;
      const block = Array.isArray(list) ? list[path[1]] : undefined;
      const schema = isObject(block) && typeof block.type === 'string' ? blocks.get(block.type) : undefined;
      if (!schema || path.length === 2) return schema;
      root = schema;
      rest = path.slice(2);
    }
    const walked = index.walk(root, rest);
    return walked.length === rest.length ? walked.at(-1)?.shape : undefined;
  }
}

/** "Home › Hero: message", or "Message" where there is no place to name. */
export const sentence = (where: string, rest: string): string => (where ? `${where}: ${rest}` : capitalise(rest));
