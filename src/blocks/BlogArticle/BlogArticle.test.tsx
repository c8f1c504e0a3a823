// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockOf, documentedDefaults, site } from '../../../tests/support/content.ts';
import { escapeRegExp } from '../../../tests/support/shown.ts';
import { samplePosts } from '../../../tests/unit/blog/sample-posts.ts';
import type { BlogArticleBlock } from '../../generated/content.ts';
import type { HeadOverride } from '../../head/buildHead.ts';
import { HeadOverrideSetterProvider } from '../../head/HeadOverride.tsx';
import { FallbackShell } from '../../routing/FallbackShell.tsx';
import { RouterBridge } from '../../routing/RouterBridge.tsx';
import { createMemorySource } from '../../blog/source/memory.ts';
import { getBlogSource } from '../../blog/source/index.ts';
import { resetCountedViews } from '../../blog/useArticle.ts';
import type { BlogSource } from '../../blog/types.ts';
import BlogArticle from './BlogArticle.tsx';

vi.mock('../../blog/source/index.ts', () => ({ getBlogSource: vi.fn() }));
const source = vi.mocked(getBlogSource);
// Views are counted in Supabase only; the embedded posts have nowhere to keep a count.
const live = vi.hoisted(() => ({ source: true }));
vi.mock('../../blog/source/config.ts', () => ({
  get isLiveSource() {
    return live.source;
  },
}));

// The wording of content/pages/blog/[slug].yaml, and what its field help promises where it is left out.
const block = blockOf('/blog/:slug', 'blog-article');
const defaults = documentedDefaults('blog-article');
const words = { ...defaults, ...block } as Required<BlogArticleBlock>;
const backLink = () => screen.getByRole('link', { name: new RegExp(escapeRegExp(words.backLabel)) });

let heads: (HeadOverride | undefined)[];
function show(path: string, options: { fallbackShell?: boolean; props?: BlogArticleBlock } = {}) {
  heads = [];
  return render(
    <StrictMode>
      <FallbackShell value={options.fallbackShell ?? false}>
        <HeadOverrideSetterProvider value={(o) => heads.push(o)}>
          <MemoryRouter initialEntries={[path]}>
            <RouterBridge>
              <Routes>
                <Route path="/blog/:slug" element={<BlogArticle {...(options.props ?? block)} />} />
              </Routes>
            </RouterBridge>
          </MemoryRouter>
        </HeadOverrideSetterProvider>
      </FallbackShell>
    </StrictMode>,
  );
}

let memory: BlogSource;
beforeEach(() => {
  live.source = true;
  resetCountedViews();
  source.mockReset();
  memory = createMemorySource(samplePosts);
  vi.spyOn(memory, 'incrementViews');
  source.mockResolvedValue(memory);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BlogArticle', () => {
  it('loads the post: back link, meta, title, excerpt, tags, body, the call to action and related articles', async () => {
    show('/blog/chatbots-qualify');
    expect(screen.getByText(words.loadingText)).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Chatbots that qualify leads');
    expect(backLink().getAttribute('href')).toBe('/blog');
    const article = title.closest('article')!;
    for (const text of [samplePosts[0]!.author, 'January 10, 2026', '4 min read', '10 views', 'Questions a bot should ask.', 'Body of post 1.']) {
      expect(article.textContent).toContain(text);
    }
    expect(within(article).getByRole('list', { name: 'Topics' }).textContent).toContain('AI Assistants');
    expect(within(article).getByRole('heading', { level: 2, name: 'Post 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.ctaHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.ctaButton.label }).getAttribute('href')).toBe(words.ctaButton.href);
    const related = screen.getByRole('heading', { level: 2, name: words.relatedHeading }).parentElement!;
    expect(within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Outreach that lands', 'WhatsApp starter guide', 'Speed to lead']);
  });

  it('counts the view once, even under StrictMode', async () => {
    show('/blog/voice-clinics');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(memory.incrementViews).toHaveBeenCalledTimes(1));
    expect(vi.mocked(memory.incrementViews).mock.calls[0]![0]).toMatchObject({ id: 2 });
  });

  it('counts no view for the embedded posts', async () => {
    live.source = false;
    show('/blog/voice-clinics');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(memory.incrementViews).not.toHaveBeenCalled();
  });

  it('shows a moved post at its old address, described at the new one and kept out of search results', async () => {
    // The live source answers an old address (previous_slugs) with the post under its new address.
    source.mockResolvedValue({ ...memory, article: (slug: string) => memory.article(slug === 'speed-to-lead-old' ? 'reply-fast' : slug) });
    show('/blog/speed-to-lead-old');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Speed to lead');
    await waitFor(() => expect(heads.at(-1)?.title).toBe(`Speed to lead | ${site().name}`));
    expect(heads.at(-1)?.noindex).toBe(true);
    expect(heads.at(-1)?.jsonLd?.[0]).toMatchObject({ url: `${site().url}/blog/reply-fast` });
  });

  it('hands the article head to the page: meta title or title, excerpt, image, article type', async () => {
    show('/blog/reply-fast');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heads.at(-1)?.title).toBe(`Speed to lead | ${site().name}`));
    expect(heads.at(-1)).toMatchObject({ description: 'Reply in five minutes with a CHATBOT.', ogType: 'article' });
  });

  it('shows Article Not Found for a missing or unpublished post, without counting a view', async () => {
    show('/blog/draft-chatbots');
    expect(await screen.findByRole('heading', { level: 1, name: words.notFoundHeading })).toBeTruthy();
    expect(screen.getByText(words.notFoundText)).toBeTruthy();
    expect(backLink().getAttribute('href')).toBe('/blog');
    expect(document.querySelector('[data-reason]')!.getAttribute('data-reason')).toBe('Blog post not found');
    expect(memory.incrementViews).not.toHaveBeenCalled();
    await waitFor(() => expect(heads.at(-1)?.noindex).toBe(true));
  });

  it('shows Article Not Found when loading fails, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    source.mockResolvedValue({ ...memory, article: async () => ({ status: 'failed', message: 'Failed to load blog post' }) });
    show('/blog/reply-fast');
    expect(await screen.findByRole('heading', { level: 1, name: words.notFoundHeading })).toBeTruthy();
    expect(document.querySelector('[data-reason]')!.getAttribute('data-reason')).toBe('Failed to load blog post');
    expect(error).toHaveBeenCalledWith('Failed to load blog post');
  });

  it('shows no related section for a post without tags', async () => {
    show('/blog/untagged');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: words.relatedHeading })).toBeNull();
  });

  it('copies the link when the Web Share API is missing', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true });
    show('/blog/reply-fast');
    fireEvent.click(await screen.findByRole('button', { name: words.shareLabel }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(words.copiedMessage));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('renders only the loading state, marked noindex, in the fallback shell', () => {
    show('/blog/_fallback', { fallbackShell: true });
    expect(screen.getByText(words.loadingText)).toBeTruthy();
    expect(source).not.toHaveBeenCalled();
    expect(heads.at(-1)).toEqual({ noindex: true });
  });

  it('falls back to the wording its field help promises for every label the page leaves out', async () => {
    const { type, ctaHeading, ctaButton } = block;
    show('/blog/missing-post', { props: { type, ctaHeading, ctaButton } });
    expect(screen.getByText(defaults.loadingText!)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: defaults.notFoundHeading })).toBeTruthy();
    expect(screen.getByText(defaults.notFoundText!)).toBeTruthy();
    cleanup();
    show('/blog/chatbots-qualify', { props: { type, ctaHeading, ctaButton } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: new RegExp(escapeRegExp(defaults.backLabel!)) })).toBeTruthy();
    expect(screen.getByRole('button', { name: defaults.shareLabel })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: defaults.relatedHeading })).toBeTruthy();
  });
});
