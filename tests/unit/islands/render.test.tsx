import { describe, expect, it } from 'vitest';
import type { Block, Page } from '../../../src/generated/content.ts';
import { clientOf } from '../../../src/blocks/registry.ts';
import { render, type RenderedIsland } from '../../../src/entry-server.tsx';
import { blockExample } from '../../support/block-example.ts';

// A page of schema examples (their text lives in the schemas), rendered as the build renders it.
const rotating: Block = { ...blockExample('hero'), rotating: ['First line', 'Second line'] };
const blocks: Block[] = [rotating, blockExample('stats'), blockExample('cta'), blockExample('code-samples'), blockExample('booking-form'), blockExample('code-samples')];
const page: Page = { seo: { title: 'Islands', description: 'A page of islands.' }, blocks: [blocks[0]!, ...blocks.slice(1)] };
const sources = (island: RenderedIsland) => ({ own: [`/assets/${island.type}.js`, '/assets/shared.js'], runtime: ['/assets/react.js'] });

const ISLAND = /<site-island ([^>]*)><script type="application\/json">([^<]*)<\/script>/g;
const attributes = (text: string) => Object.fromEntries([...text.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const islandsOf = (html: string) => [...html.matchAll(ISLAND)].map((m) => ({ attrs: attributes(m[1]!), props: JSON.parse(m[2]!) as { block: Block } }));

describe('a built page', () => {
  it('renders static blocks as HTML alone and wraps each island, with only its own block as props', async () => {
    const out = await render('/islands', { route: '/islands', page }, { sources });
    const islands = islandsOf(out.html);
    expect(islands.map((i) => i.attrs['data-block'])).toEqual(['hero', 'stats', 'code-samples', 'booking-form', 'code-samples']);
    for (const [i, island] of islands.entries()) expect(island.props).toEqual({ block: blocks.filter((b) => b.type !== 'cta')[i] });
    // The static block is in the page, outside every island, with no data of its own.
    const cta = blockExample('cta');
    expect(out.html).toContain(cta.heading);
    expect(out.html.match(/<script type="application\/json">/g)).toHaveLength(5);
    expect(out.islands.map((i) => `${i.type} ${i.when} ${i.script ? 'script' : 'React'}`)).toEqual([
      'hero idle script', 'stats visible script', 'code-samples interaction React', 'booking-form interaction React', 'code-samples interaction React',
    ]);
  });

  it('names the files the loader loads: a script of its own, or the component and React', async () => {
    const [hero, , code, booking] = islandsOf((await render('/islands', { route: '/islands', page }, { sources })).html);
    expect(hero!.attrs).toMatchObject({ 'data-when': 'idle', 'data-script': '/assets/hero.js /assets/shared.js' });
    expect(hero!.attrs['data-component']).toBeUndefined();
    expect(code!.attrs).toMatchObject({ 'data-when': 'interaction', 'data-component': '/assets/code-samples.js /assets/shared.js', 'data-runtime': '/assets/react.js' });
    // The form wakes at once when the tab kept a booking in progress.
    expect(booking!.attrs['data-resume']).toMatch(/^session:\S+/);
  });

  it('gives each island its own identifierPrefix, so ids never repeat across roots', async () => {
    const { html } = await render('/islands', { route: '/islands', page }, { sources });
    const prefixes = islandsOf(html).map((i) => i.attrs['data-prefix']);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    // The booking form's ids carry its island's prefix (its fields are labelled by them).
    const form = html.slice(html.indexOf('data-block="booking-form"'));
    expect(form).toMatch(new RegExp(`id="[^"]*${prefixes[3]}`));
  });

  it('renders a fallback shell’s islands in the browser, at once, with React', async () => {
    const out = await render('/blog/_fallback', { route: '/blog/:slug', page }, { fallbackShell: true, sources });
    const islands = islandsOf(out.html);
    expect(islands.every((i) => i.attrs['data-when'] === 'load' && i.attrs['data-render'] === 'client' && i.attrs['data-component'])).toBe(true);
    expect(out.islands.every((i) => !i.script && !i.resume)).toBe(true);
  });
});

describe('how each block runs in the browser', () => {
  it('a hero is static unless it has lines to rotate', () => {
    expect(clientOf(blockExample('hero'))).toBe('static');
    expect(clientOf(rotating)).toBe('idle');
  });

  it('blocks that only show content are static', () => {
    for (const type of ['cta', 'card-grid', 'faq', 'prose', 'steps', 'pricing', 'testimonials'] as const) expect(clientOf(blockExample(type)), type).toBe('static');
  });
});
