import { use } from 'react';
import type { Page } from '../generated/content.ts';
import { normalisePath } from './normalisePath.ts';

/** One address's data, as the dev server answers it under /_data/ (its app renders pages from it). */
export interface PageData {
  /** The route serving the address: /about, /blog/:slug, or '*' for the not-found page. */
  route: string;
  page: Page;
  /** What the page's blocks loaded ahead (none from the dev server: its app loads the blog itself), by key. */
  prerendered?: Record<string, unknown>;
  /** The page's block chunks (data files only), fetched early when a link to it is about to be followed. */
  assets?: string[];
}

/**
 * One promise per address. React's use() reads `status` and `value` from a promise it is given, so
 * a promise marked fulfilled returns its data without suspending: that is how known data renders
 * synchronously while use() is still called on every render.
 */
type DataPromise = Promise<PageData> & { status?: 'fulfilled'; value?: PageData };
const pages = new Map<string, DataPromise>();

const fulfilled = (data: PageData): DataPromise => Object.assign(Promise.resolve(data), { status: 'fulfilled' as const, value: data });

/** Makes an address's data available at once. */
export function seedPage(pathname: string, data: PageData): void {
  pages.set(normalisePath(pathname), fulfilled(data));
}

const fetchPageData = (path: string, fresh?: boolean): Promise<PageData> => import('./fetchPage.ts').then((m) => m.fetchPageData(path, fresh));

/** The data of an address, fetched once; a failed fetch is forgotten so the next attempt tries again. */
export function loadPageData(pathname: string): DataPromise {
  const path = normalisePath(pathname);
  let promise = pages.get(path);
  if (!promise) {
    const loading: DataPromise = fetchPageData(path).then(
      (data) => Object.assign(loading, { status: 'fulfilled' as const, value: data }).value,
      (error: unknown) => {
        pages.delete(path);
        throw error;
      },
    );
    promise = loading;
    pages.set(path, promise);
  }
  return promise;
}

/**
 * Fetches an address's data afresh and then forgets every other page (the dev server said the
 * content changed). The old data stays readable until the new data is in, so the page never
 * passes through an empty state.
 */
export async function refreshPageData(pathname: string): Promise<void> {
  const data = await fetchPageData(normalisePath(pathname), true);
  forgetPages();
  seedPage(pathname, data);
}

/** The page at an address: at once when already known, else suspends until its data has arrived. */
export function usePageData(pathname: string): PageData {
  const promise: Promise<PageData> = loadPageData(pathname);
  return use(promise);
}

/** Forgets every page (the dev server says the content changed). */
export function forgetPages(): void {
  pages.clear();
}


export type { Page };
