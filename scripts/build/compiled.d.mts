/** See compiled.mjs: the bundled entry (an .mjs file), made again only when one of its files changed. */
export function compiledEntry(root: string, entry: string): Promise<string>;
/** See compiled.mjs: the bundled entry while its files are the same, without waiting; undefined otherwise. */
export function keptEntry(root: string, entry: string): string | undefined;
