/** See file-stamp.mjs: a file's inode, size, modification and change times; undefined for a file gone or changed in the last two seconds. */
export function fileStamp(file: string, now?: number): string | undefined;
