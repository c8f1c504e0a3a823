import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockName, blockTypeName } from '../content/block-files.ts';
import { BLOCKS_DIR, REGISTRY_FILE, registryEntries, registryLine, SCHEMA_DIR } from './conventions.ts';

/**
 * The files of a new block type, as text: a schema with help texts and one example, a
 * component that renders it inside the shared Section frame, its styles, a test that renders
 * the schema's example, and the registry with the new line. Nothing is written here.
 */

const VALID_TYPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why a block type name cannot be used, in one sentence, or undefined when it can. */
export function refuseType(root: string, type: string | undefined): string | undefined {
  if (!type) return 'Say which block type to create, for example: npm run new:block -- pull-quote';
  if (!VALID_TYPE.test(type)) {
    const suggestion = type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^[^a-z]+|-+$/g, '');
    // Offer the same word written the right way, never a different word.
    const same = suggestion.replace(/-/g, '') === type.toLowerCase().replace(/[^a-z0-9]/g, '');
    const hint = same && VALID_TYPE.test(suggestion) ? ` such as "${suggestion}"` : ' such as "pull-quote"';
    return `"${type}" cannot be a block type: write it in lowercase letters and digits, starting with a letter, with single hyphens between words,${hint}.`;
  }
  if (type.length > 40) return `"${type}" is too long for a block type: keep it under 40 characters.`;
  const schema = `${SCHEMA_DIR}/${type}.schema.json`;
  if (existsSync(path.join(root, schema))) return `There is already a block type "${type}" (${schema}): pick another name, or change that block.`;
  const folder = `${BLOCKS_DIR}/${blockName(type)}`;
  if (existsSync(path.join(root, folder))) return `The folder ${folder}/ already exists: pick another name, or remove the folder if it is left over.`;
  if (registryEntries(readFileSync(path.join(root, REGISTRY_FILE), 'utf8')).has(type)) return `${REGISTRY_FILE} already has a line for "${type}": pick another name, or remove the line if it is left over.`;
  return undefined;
}

/** "pull-quote" -> "Pull quote". */
export const blockTitle = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ');

export function schemaFor(type: string): Record<string, unknown> {
  const title = blockTitle(type);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `blocks/${type}.schema.json`,
    title,
    description: `A ${title.toLowerCase()} section: a heading and a short text. Editors read this sentence when they hover "type: ${type}", so say what the block is for.`,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'heading'],
    properties: {
      type: { title: 'Block type', description: `Always ${type} for this block.`, const: type },
      id: { title: 'Section anchor', description: 'An optional name for linking straight to this section (lowercase letters, digits and hyphens).', type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      heading: { title: 'Heading', description: 'The section heading.', type: 'string', minLength: 1 },
      text: { title: 'Text', description: 'A sentence or two under the heading.', type: 'string' },
      background: { $ref: '../common.schema.json#/definitions/background' },
    },
    examples: [{ type, heading: title, text: 'A sentence or two under the heading.' }],
  };
}

function componentFor(type: string): string {
  const name = blockName(type);
  return `import type { ${blockTypeName(type)} } from '../../generated/content.ts';
import { Section } from '../../components/Section.tsx';
import './${name}.css';

export default function ${name}({ id, heading, text, background }: ${blockTypeName(type)}) {
  return (
    <Section id={id} heading={heading} background={background} className="${type}">
      {text && <p className="${type}__text">{text}</p>}
    </Section>
  );
}
`;
}

const stylesFor = (type: string): string => `.${type}__text { max-width: 65ch; margin: 0 auto; text-align: center; color: var(--color-muted); }
.section--dark .${type}__text { color: var(--color-on-dark-muted); }
`;

function testFor(type: string): string {
  const name = blockName(type);
  return `// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { blockExample } from '../../../tests/support/block-example.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import ${name} from './${name}.tsx';

// The example written in schemas/blocks/${type}.schema.json: its text lives there only.
const example = blockExample('${type}');

it('renders the schema example: its heading and its text', () => {
  renderAt(<${name} {...example} />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(example.heading);
  if (example.text) expect(screen.getByText(example.text).tagName).toBe('P');
});
`;
}

/** The registry with the new type's line added as the last entry. */
export function registryWith(registryText: string, type: string): string {
  const end = /\n} satisfies BlockRegistry;/;
  if (!end.test(registryText)) throw new Error(`${REGISTRY_FILE} does not end its list with "} satisfies BlockRegistry;", so the new line has no place to go.`);
  return registryText.replace(end, `\n${registryLine(type)}\n} satisfies BlockRegistry;`);
}

/** Relative path -> text of every file the new block adds or changes (the generated types aside). */
export function scaffoldFiles(root: string, type: string): Record<string, string> {
  const name = blockName(type);
  const folder = `${BLOCKS_DIR}/${name}`;
  return {
    [`${SCHEMA_DIR}/${type}.schema.json`]: JSON.stringify(schemaFor(type), null, 2) + '\n',
    [`${folder}/${name}.tsx`]: componentFor(type),
    [`${folder}/${name}.css`]: stylesFor(type),
    [`${folder}/${name}.test.tsx`]: testFor(type),
    [REGISTRY_FILE]: registryWith(readFileSync(path.join(root, REGISTRY_FILE), 'utf8'), type),
  };
}
