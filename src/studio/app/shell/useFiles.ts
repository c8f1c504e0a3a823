import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import type { FileList, LivePosts } from '../api/types.ts';
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
  /** A post of the live blog table: its state (the sidebar groups them by it). */
  live?: LivePosts['posts'][number];
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
export function entriesOf(list: FileList, live?: LivePosts): FileEntry[] {
  return [
    ...(live?.posts ?? []).map((p) => ({ path: p.path, kind: 'post' as const, schema: 'blog-post.schema.json', title: p.title, address: `/blog/${p.slug}`, live: p })),
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
  /** Whether the Studio's server has the live blog table (posts then come from it). */
  live: boolean;
  entries: FileEntry[];
  error?: string;
  refresh: () => Promise<void>;
}

export function useFiles(): Files {
  const [list, setList] = useState<FileList>();
  const [live, setLive] = useState<LivePosts>();
  const [error, setError] = useState<string>();
  const refresh = useCallback(async () => {
    try {
      // An older server without the live-post calls answers 404: no live blog then.
      const [files, posts] = await Promise.all([api.files(), api.livePosts().catch(() => undefined)]);
      setList(files);
      setLive(posts);
      setError(undefined);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  // One object per change, so forms that take it do not redraw on every keystroke.
  return useMemo(() => ({ list, live: !!live?.configured, entries: list ? entriesOf(list, live) : [], error, refresh }), [list, live, error, refresh]);
}
