export interface FoundString {
  path: (string | number)[];
  value: string;
}

/**
 * The text values of a file's data (not the keys) that `keep` accepts, with their paths, for
 * checks across all fields. Paths are copied only for the values kept.
 */
export function stringValues(data: unknown, keep: (value: string) => boolean = () => true): FoundString[] {
  const out: FoundString[] = [];
  const path: (string | number)[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (keep(value)) out.push({ path: [...path], value });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        path.push(i);
        walk(item);
        path.pop();
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        path.push(key);
        walk((value as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  walk(data);
  return out;
}
