import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import type { FileList } from '../api/types.ts';
import type { DocKind } from '../doc/document.ts';
import { schemaFiles } from '../schemas/index.ts';

export interface FileEntry {
  path: string;
  kind: DocKind;
  schema: string;
  /** What a person calls it: the page title, the post title, "Site settings". */
  title: string;
  /** The page's address, or the post's. */
  address?: string;
}

/** A content file with a schema of its own is called by the schema's title ("Figures and facts"). */
const otherTitle = (path: string, schema: string) => {
  const title = schemaFiles.get(schema)?.title;
  if (typeof title === 'string' && title) return title;
  const name = path.split('/').pop()!.replace(/\.ya?ml$/, '').replace(/[-_]/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** "About Us | Automata Labs" → "About Us": the brand after the bar is the same on every page. */
const shortTitle = (title: string): string => title.replace(/\s+[|–—-]\s+[^|–—-]+$/, '') || title;

/** The files the Studio can edit, named for people, with the schema each follows. */
export function entriesOf(list: FileList): FileEntry[] {
  return [
    ...list.pages.map((p) => ({ path: p.path, kind: 'page' as const, schema: 'page.schema.json', title: shortTitle(p.title), address: p.route })),
    { path: list.site.path, kind: 'site' as const, schema: 'site.schema.json', title: 'Site settings' },
    ...list.blog.map((b) => ({ path: b.path, kind: 'post' as const, schema: 'blog-post.schema.json', title: b.title, address: `/blog/${b.slug}` })),
    // The server names schemas from the project root (schemas/claims.schema.json); forms know them by file.
    ...list.other.map((o) => {
      const schema = o.schema.replace(/^schemas\//, '');
      return { path: o.path, kind: 'other' as const, schema, title: otherTitle(o.path, schema) };
    }),
  ];
}

export interface Files {
  list?: FileList;
  entries: FileEntry[];
  error?: string;
  refresh: () => Promise<void>;
}

export function useFiles(): Files {
  const [list, setList] = useState<FileList>();
  const [error, setError] = useState<string>();
  const refresh = useCallback(async () => {
    try {
      setList(await api.files());
      setError(undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  // One object per change, so forms that take it do not redraw on every keystroke.
  return useMemo(() => ({ list, entries: list ? entriesOf(list) : [], error, refresh }), [list, error, refresh]);
}
