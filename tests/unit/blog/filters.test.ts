import { describe, expect, it } from 'vitest';
import { filterPosts, filtersFromParams, isFiltering, NO_FILTERS, paramsFromFilters, topicsOf } from '../../../src/blog/filters.ts';
import { samplePosts } from './sample-posts.ts';

const published = samplePosts.filter((p) => p.published);
const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);

describe('blog search', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(slugs(filterPosts(published, { search: 'VOICE', topic: '' }))).toEqual(['voice-clinics']);
  });
  it('matches the excerpt too', () => {
    expect(slugs(filterPosts(published, { search: 'chatbot', topic: '' }))).toEqual(['chatbots-qualify', 'reply-fast']);
  });
  it('ignores surrounding spaces and matches nothing when nothing fits', () => {
    expect(slugs(filterPosts(published, { search: '  whatsapp ', topic: '' }))).toEqual(['whatsapp-guide']);
    expect(filterPosts(published, { search: 'blockchain', topic: '' })).toEqual([]);
  });
});

describe('blog topic filter', () => {
  it('is an exact tag match', () => {
    expect(slugs(filterPosts(published, { search: '', topic: 'AI Assistants' }))).toEqual(['chatbots-qualify', 'whatsapp-guide']);
    expect(filterPosts(published, { search: '', topic: 'ai chatbots' })).toEqual([]);
    expect(filterPosts(published, { search: '', topic: 'Chatbots' })).toEqual([]);
  });
  it('requires both the search and the topic to hold', () => {
    expect(slugs(filterPosts(published, { search: 'chatbot', topic: 'Sales' }))).toEqual(['chatbots-qualify', 'reply-fast']);
    expect(slugs(filterPosts(published, { search: 'chatbot', topic: 'Autopilot' }))).toEqual(['reply-fast']);
    expect(filterPosts(published, { search: 'voice', topic: 'AI Assistants' })).toEqual([]);
  });
  it('shows everything when empty', () => {
    expect(filterPosts(published, NO_FILTERS)).toHaveLength(published.length);
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ search: ' ', topic: '' })).toBe(false);
    expect(isFiltering({ search: '', topic: 'Sales' })).toBe(true);
  });
  it('offers every distinct tag once, sorted alphabetically', () => {
    expect(topicsOf(published)).toEqual(['AI Assistants', 'Autopilot', 'Lead Capture', 'Outreach', 'Sales', 'Strategy', 'Voice Bots', 'WhatsApp']);
    expect(topicsOf([{ title: 'x', excerpt: 'y', tags: null }])).toEqual([]);
  });
});

describe('filters in the address', () => {
  it('round-trips through the query string and leaves empty filters out', () => {
    const params = paramsFromFilters({ search: 'lead & sales', topic: 'AI Assistants' });
    expect(params.toString()).toBe('q=lead+%26+sales&topic=AI+Assistants');
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual({ search: 'lead & sales', topic: 'AI Assistants' });
    expect(paramsFromFilters(NO_FILTERS, params).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(NO_FILTERS);
  });
  it('keeps unrelated query parameters', () => {
    expect(paramsFromFilters({ search: 'x', topic: '' }, new URLSearchParams('utm_source=mail')).toString()).toBe('utm_source=mail&q=x');
  });
});
