/** See list-files.mjs: files under a folder, relative to it with posix separators, sorted. */
export function listFilesOnDisk(dir: string, base?: string): string[];
