import { useState } from 'react';
import { addressWords } from '../editors/AddressBar.tsx';
import type { FileEntry } from './useFiles.ts';

interface Props {
  entries: FileEntry[];
  current?: string;
  /** Files with edits not saved yet. */
  unsaved: ReadonlySet<string>;
  onOpen: (path: string) => void;
  onNewPage: () => void;
  onNewPost: () => void;
}

type Group = FileEntry['kind'] | `live-${NonNullable<FileEntry['live']>['state']}`;
const GROUPS: { kind: Group; heading: string }[] = [
  { kind: 'page', heading: 'Pages' },
  { kind: 'site', heading: 'Whole site' },
  { kind: 'live-draft', heading: 'Live blog: drafts' },
  { kind: 'live-scheduled', heading: 'Live blog: scheduled' },
  { kind: 'live-published', heading: 'Live blog: published' },
  { kind: 'live-deleted', heading: 'Live blog: deleted (can be brought back)' },
  { kind: 'post', heading: 'Blog posts' },
  { kind: 'other', heading: 'Other content' },
];
const groupOf = (e: FileEntry): Group => (e.live ? `live-${e.live.state}` : e.kind);

const matches = (e: FileEntry, words: string[]) => {
  const hay = `${e.title} ${e.address ?? ''} ${addressWords(e.address) ?? ''}`.toLowerCase();
  return words.every((w) => hay.includes(w));
};

/** Every editable file, found by title or address, grouped the way people think of them. */
export function Sidebar({ entries, current, unsaved, onOpen, onNewPage, onNewPost }: Props) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((e) => matches(e, words));
  return (
    <nav className="sidebar" aria-label="Pages and posts">
      <div className="sidebar__search">
        <label htmlFor="file-search" className="sidebar__label">Find a page or post</label>
        <input id="file-search" type="search" className="input" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Title or address" />
      </div>
      <div className="sidebar__new">
        <button type="button" className="button button--small" onClick={onNewPage}>New page</button>
        <button type="button" className="button button--small" onClick={onNewPost}>New blog post</button>
      </div>
      {GROUPS.map(({ kind, heading }) => {
        const items = shown.filter((e) => groupOf(e) === kind);
        if (!items.length) return null;
        return (
          <section key={kind} className="sidebar__group" aria-labelledby={`group-${kind}`}>
            <h2 id={`group-${kind}`} className="sidebar__heading">{heading}</h2>
            <ul className="sidebar__list">
              {items.map((e) => (
                <li key={e.path}>
                  <button type="button" className="sidebar__item" data-path={e.path} aria-current={e.path === current ? 'page' : undefined} onClick={() => onOpen(e.path)}>
                    <span className="sidebar__title">{e.title}</span>
                    {e.address && <span className="sidebar__address">{addressWords(e.address)}</span>}
                    {unsaved.has(e.path) && <span className="sidebar__unsaved">Not saved</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {!shown.length && <p className="sidebar__empty" role="status">Nothing matches “{query}”.</p>}
    </nav>
  );
}
