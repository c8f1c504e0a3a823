import type { Repo } from './repo.ts';
import type { PublishedChange } from './types.ts';

const SEP = '\x1f';
const FORMAT = ['%H', '%an', '%ae', '%cn', '%ce', '%cI', '%s', '%(trailers:key=Studio-Change,valueonly,separator=)', '%(trailers:key=Studio-Undoes,valueonly,separator=)'].join(SEP);

/**
 * What went live from the Studio, newest first: each publish (a commit on main with a Studio-Change
 * trailer) and each undo (a revert with Studio-Undoes), by whom and when; a publish that was undone
 * names its undo.
 */
export async function listPublished(repo: Repo, limit = 50): Promise<PublishedChange[]> {
  const log = await repo.run(['log', '--first-parent', `--max-count=${Math.max(1, Math.min(500, Math.floor(limit)))}`, '-E', '--grep=^Studio-(Change|Undoes): ', `--format=${FORMAT}%x00`, repo.mainRef]);
  const rows = log.split('\0').map((r) => r.replace(/^\n/, '')).filter(Boolean).map((r) => r.split(SEP));
  const undoneBy = new Map<string, string>();
  for (const r of rows) if (r[8]?.trim()) undoneBy.set(r[8].trim(), r[0]!);
  return rows.map((r): PublishedChange => {
    const undoes = r[8]?.trim();
    return {
      commit: r[0]!,
      kind: undoes ? 'undo' : 'publish',
      words: r[6] ?? '',
      author: { name: r[1] ?? '', email: r[2] ?? '' },
      publishedBy: { name: r[3] ?? '', email: r[4] ?? '' },
      publishedAt: r[5] ?? '',
      ...(undoneBy.has(r[0]!) ? { undoneBy: undoneBy.get(r[0]!) } : {}),
      ...(undoes ? { undoes } : {}),
    };
  });
}
