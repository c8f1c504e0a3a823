/** PascalCase of a block type: card-grid -> CardGrid. */
export const blockName = (type: string): string => type.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The generated TypeScript type of a block: card-grid -> CardGridBlock. */
export const blockTypeName = (type: string): string => `${blockName(type)}Block`;

/**
 * Where a block's component lives, relative to the project root. The prerender finds a page's
 * block chunks by this path (to preload them and inline their CSS), so every block follows it.
 */
export const blockComponentFile = (type: string): string => `src/blocks/${blockName(type)}/${blockName(type)}.tsx`;

/**
 * Where a block's browser behaviour without React lives, when it has one (the registry's `script`):
 * the build finds its chunk by this path, so every block that has one follows it.
 */
export const blockScriptFile = (type: string): string => `src/blocks/${blockName(type)}/${blockName(type)}.browser.ts`;
