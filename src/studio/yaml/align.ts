/**
 * How the items of a new list relate to the old one: for each new item, the old item it is
 * (`same`), an old item it replaces at that place (edited in place, keeping its comments and
 * style), or nothing (a new item). Old items no new item points at were removed.
 * Unchanged items are matched by a longest common subsequence, so a move is one removal plus one
 * insertion, and everything around it stays as it was.
 */
export interface Alignment {
  from: number | null;
  same: boolean;
}

function commonSubsequence(a: string[], b: string[]): [number, number][] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

export function alignItems(oldKeys: string[], newKeys: string[]): Alignment[] {
  const result: Alignment[] = [];
  let oi = 0;
  let nj = 0;
  for (const [i, j] of [...commonSubsequence(oldKeys, newKeys), [oldKeys.length, newKeys.length] as [number, number]]) {
    // Between two unchanged items, the k-th new item takes the place of the k-th old one.
    for (let k = 0; nj + k < j; k++) result.push({ from: oi + k < i ? oi + k : null, same: false });
    if (j < newKeys.length) result.push({ from: i, same: true });
    oi = i + 1;
    nj = j + 1;
  }
  return result;
}
