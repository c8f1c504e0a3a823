/** The section list's edits, as pure functions on the list (each gives a new list). */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
};

export const insertItem = <T>(list: readonly T[], at: number, item: T): T[] => [...list.slice(0, at), item, ...list.slice(at)];

export const removeItem = <T>(list: readonly T[], at: number): T[] => list.filter((_, i) => i !== at);

export const duplicateItem = <T>(list: readonly T[], at: number): T[] => insertItem(list, at + 1, structuredClone(list[at]) as T);
