import { describe, expect, it } from 'vitest';
import site from 'virtual:site';
import { articleHead } from '../../../src/blog/head.ts';
import { buildHead } from '../../../src/head/buildHead.ts';
import { samplePosts } from './sample-posts.ts';

const page = { seo: { title: 'Blog | Brand', description: 'Articles.' }, blocks: [] as never };
const meta = (head: ReturnType<typeof buildHead>) => Object.fromEntries(head.meta.map((m) => [m.name ?? m.property, m.content]));

describe('the head of an article', () => {
  it('uses meta_title and meta_description when present', () => {
    const post = { ...samplePosts[0]!, meta_title: 'Chatbots | Guide', meta_description: 'A guide.', featured_image: 'https://cdn.example.com/c.png' };
    const head = buildHead(page, site, '/blog/chatbots-qualify', articleHead(post, site, '/blog/chatbots-qualify'));
    expect(head.title).toBe('Chatbots | Guide');
    expect(meta(head).description).toBe('A guide.');
    expect(meta(head)['og:type']).toBe('article');
    expect(meta(head)['og:image']).toBe(`${site.url}/og/cards/blog/chatbots-qualify.png`);
    expect(head.jsonLd[0]!.image).toBe('https://cdn.example.com/c.png');
    expect(head.links).toEqual([{ rel: 'canonical', href: `${site.url}/blog/chatbots-qualify` }]);
  });

  it('falls back to the title and excerpt, and makes a site picture absolute', () => {
    const post = { ...samplePosts[1]!, featured_image: '/blog/voice.webp' };
    const head = buildHead(page, site, '/blog/voice-clinics', articleHead(post, site, '/blog/voice-clinics'));
    expect(head.title).toBe(`Voice agents for clinics | ${site.name}`);
    expect(meta(head).description).toBe('Answer every call.');
    expect(head.jsonLd[0]!.image).toBe(`${site.url}/blog/voice.webp`);
  });

  it('describes the post as a BlogPosting', () => {
    const post = samplePosts[2]!;
    const [ld] = buildHead(page, site, '/blog/reply-fast', articleHead(post, site, '/blog/reply-fast')).jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Speed to lead',
      datePublished: post.published_at,
      author: { '@type': 'Person', name: 'Fixture Writers' },
      mainEntityOfPage: `${site.url}/blog/reply-fast`,
      dateModified: post.published_at,
      publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: expect.stringMatching(/\.png$/) } },
    });
  });

  it('never uses a picture with another scheme', () => {
    const post = { ...samplePosts[1]!, featured_image: 'javascript:alert(1)' };
    const head = buildHead(page, site, '/blog/x', articleHead(post, site, '/blog/x'));
    // The BlogPosting still has a picture (search engines require one): the post's card.
    expect(head.jsonLd[0]!.image).toBe(`${site.url}/og/cards/blog/x.png`);
  });
});
