import { useEffect, useRef, useState } from 'react';
import type { BlogPost, RelatedPost } from '../../../blog/types.ts';
import type { BlogArticleBlock as BlogArticle, Page, SiteSettings } from '../../../generated/content.ts';
import { api } from '../api/client.ts';
import type { Doc } from '../doc/document.ts';
import { blocking, type FieldProblem } from '../doc/problems.ts';
import type { ToPreview } from '../preview/protocol.ts';
import { optimisticPage, optimisticPost } from './optimistic.ts';
import type { FileEntry } from './useFiles.ts';

/** The prepared data of a saved file, as the checker gives it (for pages shown around another file's edits). */
function useSavedPreview(path: string | undefined): unknown {
  const [data, setData] = useState<{ path: string; preview: unknown }>();
  useEffect(() => {
    if (!path || data?.path === path) return undefined;
    let live = true;
    void api
      .file(path)
      .then((f) => api.check(path, f.text))
      .then((r) => {
        if (live) setData({ path, preview: r.preview });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, data?.path]);
  return data && data.path === path ? data.preview : undefined;
}

/** The related articles the site shows under the post, asked again when its tags change. */
function useRelated(path: string | undefined, tags: string[]): RelatedPost[] {
  const key = path ? JSON.stringify([path, tags]) : '';
  const [found, setFound] = useState<{ key: string; posts: RelatedPost[] }>();
  useEffect(() => {
    if (!key || !path) return undefined;
    let live = true;
    void api
      .relatedPosts(path, tags)
      .then((posts) => live && setFound({ key, posts }))
      // Without an answer the preview shows the post without related articles, as the site does when its query fails.
      .catch(() => live && setFound({ key, posts: [] }));
    return () => {
      live = false;
    };
  }, [key]);
  return found?.key === key ? found.posts : [];
}

interface Input {
  doc?: Doc;
  entries: FileEntry[];
  preview: unknown;
  /** The text the preview data was checked from (the draft may be a few keystrokes ahead). */
  previewText?: string;
  problems: FieldProblem[];
  selected?: number;
  /** Unsaved site settings, while site.yaml has edits (every page's header and footer show them). */
  dirtySite: boolean;
}

/** What the preview frame shows for the open file, and a note when it cannot show the latest edit. */
export interface PreviewNote {
  text: string;
  /** The preview is behind the edits (a mistake stops it from updating). */
  warning?: boolean;
}

export function usePreviewMessage({ doc, entries, preview, previewText, problems, selected, dirtySite }: Input): { message?: ToPreview; note?: PreviewNote } {
  const siteDraft = useRef<SiteSettings>(undefined);
  if (doc?.kind === 'site' && preview) siteDraft.current = preview as SiteSettings;
  const site = dirtySite ? siteDraft.current : undefined;

  const kind = doc?.kind;
  const home = entries.find((e) => e.kind === 'page' && e.address === '/');
  const article = entries.find((e) => e.kind === 'page' && e.address?.startsWith('/blog/:'));
  const homePage = useSavedPreview(kind === 'site' ? home?.path : undefined) as Page | undefined;
  const articlePage = useSavedPreview(kind === 'post' ? article?.path : undefined) as Page | undefined;

  const post = doc?.kind === 'post' && preview ? (preview as BlogPost) : undefined;
  const related = useRelated(post ? doc?.path : undefined, post?.tags ?? []);

  if (!doc) return {};
  const behind = blocking(problems).length > 0 ? { text: 'This file has mistakes, so the preview may not match your edits until they are fixed.', warning: true } : undefined;
  const { data, body } = doc.history.present;
  const info = (text: string): PreviewNote => ({ text });
  if (doc.kind === 'other') return { note: info('This file has no page of its own. Pages that use it show the change once it is saved.') };
  if (!preview) return { note: behind ?? info('Preparing the preview…') };
  if (doc.kind === 'page') {
    const route = entries.find((e) => e.path === doc.path)?.address ?? '/';
    return { message: { kind: 'page', route, page: optimisticPage(data, preview as Page, previewText), site, selected }, note: behind };
  }
  if (doc.kind === 'site') {
    if (!homePage) return { note: info('Preparing the preview…') };
    return { message: { kind: 'page', route: '/', page: homePage, site: preview as SiteSettings }, note: behind ?? info('Showing the home page with your site settings.') };
  }
  const block = articlePage?.blocks.find((b): b is BlogArticle => b.type === 'blog-article');
  return { message: { kind: 'post', post: optimisticPost(data, body, preview as BlogPost, previewText), related, article: block, site }, note: behind };
}
