import { SEARCH_PARAM, TOPIC_PARAM } from './filter-params.ts';

/** The blog list's filters, as kept in the address (?q=...&topic=...). */
export interface BlogFilters {
  search: string;
  topic: string;
}

export const NO_FILTERS: BlogFilters = { search: '', topic: '' };

interface Filterable {
  title: string;
  excerpt: string;
  tags?: string[] | null;
}

export const isFiltering = (f: BlogFilters): boolean => f.search.trim() !== '' || f.topic !== '';

/** Search: case-insensitive substring of the title or excerpt. Topic: an exact tag. Both must hold. */
export function filterPosts<T extends Filterable>(posts: readonly T[], f: BlogFilters): T[] {
  const needle = f.search.trim().toLowerCase();
  return posts.filter(
    (p) =>
      (!needle || p.title.toLowerCase().includes(needle) || p.excerpt.toLowerCase().includes(needle)) &&
      (!f.topic || (p.tags ?? []).includes(f.topic)),
  );
}

/** Every distinct tag, sorted alphabetically. */
export function topicsOf(posts: readonly Filterable[]): string[] {
  const tags = new Set(posts.flatMap((p) => p.tags ?? []));
  return [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}

export const filtersFromParams = (params: URLSearchParams): BlogFilters => ({
  search: params.get(SEARCH_PARAM) ?? '',
  topic: params.get(TOPIC_PARAM) ?? '',
});

/** The address query for filters; empty filters leave it out, so /blog stays /blog. */
export function paramsFromFilters(f: BlogFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  if (f.search) params.set(SEARCH_PARAM, f.search);
  else params.delete(SEARCH_PARAM);
  if (f.topic) params.set(TOPIC_PARAM, f.topic);
  else params.delete(TOPIC_PARAM);
  return params;
}
