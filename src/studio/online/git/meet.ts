import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { diff3Merge } from 'node-diff3';
import { parse } from 'yaml';
import { merge3 } from '../../app/doc/merge.ts';
import { readPost, rewritePost } from '../../yaml/post.ts';
import { rewriteYaml } from '../../yaml/rewrite.ts';
import type { Repo } from './repo.ts';

/**
 * When a change and what was published since both changed the same lines of a file, git stops; the
 * Studio's own three-way merge (src/studio/app/doc/merge.ts: field by field, lists and long texts
 * with node-diff3) often still puts them together: different fields of one block, different items
 * of one list. Each such file is merged as data and written back through rewriteYaml, main's text
 * kept where it did not change. Returns the files it could not merge.
 */
export async function mergeMeetingFiles(repo: Repo, dir: string): Promise<string[]> {
  const files = (await repo.run(['diff', '--name-only', '-z', '--diff-filter=U'], { cwd: dir })).split('\0').filter(Boolean);
  const left: string[] = [];
  for (const file of files) {
    const stage = (n: number) => repo.run(['show', `:${n}:${file}`], { cwd: dir }).catch(() => undefined);
    const [base, main, change] = [await stage(1), await stage(2), await stage(3)];
    const merged = base !== undefined && main !== undefined && change !== undefined ? mergeText(file, base, change, main) : undefined;
    if (merged === undefined) {
      left.push(file);
      continue;
    }
    writeFileSync(path.join(dir, file), merged);
    await repo.run(['add', '--', file], { cwd: dir });
  }
  return left;
}

function mergeText(file: string, base: string, mine: string, theirs: string): string | undefined {
  try {
    if (/\.ya?ml$/.test(file)) {
      const merged = merge3(parse(base), parse(mine), parse(theirs));
      return merged.conflicts.length ? undefined : rewriteYaml(theirs, merged.value);
    }
    if (file.endsWith('.md')) {
      const [b, m, t] = [readPost(base), readPost(mine), readPost(theirs)];
      if (!b || !m || !t) return undefined;
      const data = merge3(b.data, m.data, t.data);
      const regions = diff3Merge(m.body.split('\n'), b.body.split('\n'), t.body.split('\n'), { excludeFalseConflicts: true });
      if (data.conflicts.length || regions.some((r) => r.conflict)) return undefined;
      return rewritePost(theirs, data.value, regions.flatMap((r) => r.ok ?? []).join('\n'));
    }
  } catch {
    // A file that does not parse on one side is left to the person.
  }
  return undefined;
}
