// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentedDefaults } from '../../../tests/support/content.ts';
import { renderAt } from '../../../tests/support/render.tsx';
import { samplePosts } from '../../../tests/unit/blog/sample-posts.ts';
import { createMemorySource } from '../../blog/source/memory.ts';
import { getBlogSource } from '../../blog/source/index.ts';
import type { BlogListBlock } from '../../generated/content.ts';
import BlogList from './BlogList.tsx';

// Rendered without wording of its own, the list shows what each field's help promises.
const words = documentedDefaults('blog-list') as Required<Omit<BlogListBlock, 'type'>>;

vi.mock('../../blog/source/index.ts', () => ({ getBlogSource: vi.fn() }));
const source = vi.mocked(getBlogSource);

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

async function show(path = '/blog') {
  renderAt(
    <>
      <BlogList type="blog-list" />
      <Address />
    </>,
    path,
  );
  expect(screen.getByText(words.loadingText)).toBeTruthy();
  await screen.findAllByRole('article');
}

const titles = (container: HTMLElement = document.body) => within(container).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const section = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).parentElement!;
const search = () => screen.getByRole('searchbox', { name: words.searchLabel }) as HTMLInputElement;
const topic = () => screen.getByRole('combobox', { name: words.topicLabel }) as HTMLSelectElement;

beforeEach(() => source.mockResolvedValue(createMemorySource(samplePosts)));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('blog list', () => {
  it('shows featured posts first and the others under Latest Articles, drafts never', async () => {
    await show();
    expect(titles(section(words.featuredHeading))).toEqual(['WhatsApp starter guide', 'Chatbots that qualify leads']);
    expect(titles(section(words.latestHeading))).toEqual(['Outreach that lands', 'Untagged thoughts', 'Speed to lead', 'Voice agents for clinics']);
    expect(screen.queryByText('Draft about chatbots')).toBeNull();
  });

  it('gives each card its picture badge, author, long date, reading time, title link, excerpt, 3 tags then +N more and Read More', async () => {
    await show();
    const card = screen.getByRole('link', { name: 'Speed to lead' }).closest('article')!;
    expect(screen.getByRole('link', { name: 'Speed to lead' }).getAttribute('href')).toBe('/blog/reply-fast');
    expect(card.textContent).toContain('Fixture Writers');
    expect(card.textContent).toContain('March 10, 2026');
    expect(card.textContent).toContain('4 min read');
    expect(card.textContent).toContain('Reply in five minutes with a CHATBOT.');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lead Capture', 'Sales', 'Autopilot', '+1 more']);
    expect(card.textContent).toContain(words.readMoreLabel);
    const featured = screen.getByRole('link', { name: 'WhatsApp starter guide' }).closest('article')!;
    expect(featured.textContent).toContain(words.featuredBadge);
    expect(card.textContent).not.toContain(words.featuredBadge);
  });

  it('offers All Topics, then every distinct tag alphabetically', async () => {
    await show();
    expect([...topic().options].map((o) => o.textContent)).toEqual([words.allTopicsLabel, 'AI Assistants', 'Autopilot', 'Lead Capture', 'Outreach', 'Sales', 'Strategy', 'Voice Bots', 'WhatsApp']);
    expect(search().placeholder).toBe(words.searchPlaceholder);
  });

  it('searches titles and excerpts as you type and keeps the search in the address', async () => {
    await show();
    fireEvent.change(search(), { target: { value: 'chatbot' } });
    expect(titles()).toEqual(['Chatbots that qualify leads', 'Speed to lead']);
    expect(screen.queryByRole('heading', { name: words.featuredHeading })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('?q=chatbot');
    expect(screen.getByText('2 articles found')).toBeTruthy();
  });

  it('filters by topic and by both together; Featured Articles only when a featured post matches', async () => {
    await show();
    fireEvent.change(topic(), { target: { value: 'Sales' } });
    expect(titles()).toEqual(['Chatbots that qualify leads', 'Outreach that lands', 'Speed to lead', 'Voice agents for clinics']);
    fireEvent.change(search(), { target: { value: 'voice' } });
    expect(titles()).toEqual(['Voice agents for clinics']);
    expect(screen.queryByRole('heading', { name: words.featuredHeading })).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('?topic=Sales&q=voice');
  });

  it('says when nothing matches and clears the filters with one button', async () => {
    await show();
    fireEvent.change(search(), { target: { value: 'blockchain' } });
    expect(screen.getByText(words.noMatchText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: words.clearFiltersLabel }));
    expect(titles()).toHaveLength(6);
    expect(search().value).toBe('');
    expect(topic().value).toBe('');
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('applies filters from a shared address', async () => {
    await show('/blog?q=guide&topic=WhatsApp');
    expect(titles()).toEqual(['WhatsApp starter guide']);
    expect(search().value).toBe('guide');
    expect(topic().value).toBe('WhatsApp');
  });

  it('says there are no articles yet when nothing is published', async () => {
    source.mockResolvedValue(createMemorySource([]));
    renderAt(<BlogList type="blog-list" />, '/blog');
    expect(await screen.findByText(words.emptyText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: words.clearFiltersLabel })).toBeNull();
  });

  it('logs a failed list and shows the empty state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    source.mockResolvedValue({ ...createMemorySource([]), list: () => Promise.reject(new Error('offline')) });
    renderAt(<BlogList type="blog-list" />, '/blog');
    expect(await screen.findByText(words.emptyText)).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to load blog posts', expect.any(Error));
  });

  it('uses the wording from the page file', async () => {
    renderAt(<BlogList type="blog-list" featuredHeading="Editor's picks" readMoreLabel="Continue" />, '/blog');
    await screen.findAllByRole('article');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: "Editor's picks" })).toBeTruthy();
    expect(screen.getAllByText('Continue').length).toBe(6);
  });
});
