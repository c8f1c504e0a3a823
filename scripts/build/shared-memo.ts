/**
 * What a build works out once for each text many pages share (index.html's pieces, a few style
 * sets). A build has a handful; a process that builds again (--watch) starts afresh when it has
 * seen more than it keeps, so styles edited often do not pile up.
 */
export function sharedMemo<T>(make: (text: string) => T, kept = 64): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      if (known.size >= kept) known.clear();
      known.set(text, (value = make(text)));
    }
    return value;
  };
}
