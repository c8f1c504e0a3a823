import type { JsonSchema } from './schemas.ts';
import { descriptionOf, titleOf, type SchemaIndex } from './schema-index.ts';
import { article, capitalise, midSentence, quote } from './words.ts';

/** What is being checked: the schema of the whole file and what to call it. */
export interface FileScope {
  index: SchemaIndex;
  root: JsonSchema;
  /** The file as a whole in words: "page", "blog post"; "site settings" reads as "the site settings". */
  subject: string;
  /** Pages only: block schemas by type, so blocks are named "Block 3 (hero)". */
  blocks?: Map<string, JsonSchema>;
  /** The parsed file, to read each block's type. */
  data: unknown;
  /** The site's pages and files, when known: a link's did-you-mean only ever names one of them. */
  addresses?: { isPage: (href: string) => boolean; known: readonly string[] };
}

type Path = readonly (string | number)[];

interface Step {
  kind: 'field' | 'item' | 'block';
  key: string | number;
  /** How the step is named in a message: "Main button", "card 4", "Block 2 (card-grid)". */
  label: string;
  /** The thing the step holds, for "Every card needs..." (undefined when it has no good noun). */
  noun?: string;
  shape?: JsonSchema;
  description?: string;
}

/**
 * Names places in a content file the way its editor sees them: "Block 2 (card-grid), card 4",
 * "Footer → Company list, company link 3". Titles come from the schemas.
 */
export class Places {
  constructor(private scope: FileScope) {}

  steps(path: Path): Step[] {
    const { index, blocks, data } = this.scope;
    const out: Step[] = [];
    let root = this.scope.root;
    let rest = path;
    if (blocks && path[0] === 'blocks' && typeof path[1] === 'number') {
      const type = (data as { blocks?: { type?: unknown }[] })?.blocks?.[path[1]]?.type;
      const label = `Block ${path[1] + 1}` + (typeof type === 'string' ? ` (${type})` : '');
      const schema = typeof type === 'string' ? blocks.get(type) : undefined;
      out.push({ kind: 'block', key: path[1], label, noun: typeof type === 'string' ? `${type} block` : 'block', shape: schema });
      if (!schema) return out;
      root = schema;
      rest = path.slice(2);
    }
    const walked = index.walk(root, rest);
    rest.forEach((key, i) => {
      const step = walked[i];
      const title = step ? titleOf(step) : undefined;
      const description = step ? descriptionOf(step) : undefined;
      if (typeof key === 'number') {
        const noun = title ? midSentence(title) : 'entry';
        out.push({ kind: 'item', key, label: `${noun} ${key + 1}`, noun, shape: step?.shape, description });
      } else {
        // A field holding a shared shape (a link, an image) is one of many: "every link needs...".
        const shared = step && typeof step.written.$ref === 'string' && typeof step.shape.title === 'string';
        const noun = shared ? midSentence(String(step.shape.title)) : undefined;
        // An entry of a map keyed by name (a figure of claims.yaml) is named by its key too: Figure "data-rows".
        const parent = i === 0 ? index.resolve(root, String(root.$id ?? '')).shape : walked[i - 1]?.shape;
        const named = title && parent && !(parent.properties as Record<string, unknown> | undefined)?.[key] && typeof parent.additionalProperties === 'object';
        out.push({ kind: 'field', key, label: named ? `${title} "${key}"` : (title ?? key), noun, shape: step?.shape, description });
      }
    });
    return out;
  }

  /** The place holding `path`, named for a person: "Block 2 (card-grid), card 4". Empty at the top. */
  where(path: Path): string {
    const steps = this.steps(path);
    let text = '';
    steps.forEach((s, i) => {
      const next = steps[i + 1];
      // "Cards, card 4" says the same twice: the item name is enough.
      if (s.kind === 'field' && next?.kind === 'item' && s.label.toLowerCase().includes(next.noun!.replace(/s$/, ''))) return;
      const sep = !text ? '' : s.kind === 'item' ? ', ' : ' → ';
      text += sep + s.label;
    });
    return capitalise(text);
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

  /** "Every card needs", "Every hero block needs", "Search and sharing needs", "The site settings need". */
  needs(path: Path): string {
    const last = this.steps(path).at(-1);
    if (!path.length || !last) return /s$/.test(this.scope.subject) ? `The ${this.scope.subject} need` : `Every ${this.scope.subject} needs`;
    if (last.kind !== 'field') return `Every ${last.noun} needs`;
    return last.noun ? `Every ${last.noun} needs` : `${quote(last.label)} needs`;
  }

  /** "a card", "a hero block", "the site settings", "Main button". */
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

  shape(path: Path): JsonSchema | undefined {
    const steps = this.steps(path);
    if (!path.length) return this.scope.index.resolve(this.scope.root, String(this.scope.root.$id ?? '')).shape;
    return steps.length === path.length || (steps[0]?.kind === 'block' && steps.length === path.length - 1) ? steps.at(-1)?.shape : undefined;
  }
}

/** "Block 2 (hero): message" or "Message" at the top of the file. */
export const sentence = (where: string, rest: string): string => (where ? `${where}: ${rest}` : capitalise(rest));
