/** See compiled.mjs: the bundled entry (an .mjs file), made again only when one of its files changed. */
export function compiledEntry(root: string, entry: string): Promise<string>;
