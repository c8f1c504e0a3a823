import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { entryFor } from '../../../src/blocks/registry.ts';
import { render, site } from '../../../src/entry-server.tsx';
import type { Block, Page, SiteSettings } from '../../../src/generated/content.ts';
import { StaticPage } from '../../../src/page/StaticPage.tsx';
import { AddressProvider } from '../../../src/routing/address.tsx';
import { blockExample } from '../../support/block-example.ts';

// The build renders the header and footer once and each page's blocks alone (src/entry-server.tsx).
// A page must come out as it did when the whole body was one tree: the same bytes, the same
// useId ids (these static blocks ask React for ids), and the menu entry of its own page marked current.
const blocks: Block[] = [blockExample('anatomy'), blockExample('roi'), blockExample('dashboard'), blockExample('prose'), blockExample('cta')];
const page: Page = { seo: { title: 'Shell', description: 'A page of static blocks.' }, blocks: [blocks[0]!, ...blocks.slice(1)] };

/** The body as one tree, the way it was rendered before the shell was shared. */
async function wholeTree(url: string): Promise<string> {
  const components = await Promise.all(blocks.map(async (b) => (await entryFor(b.type).component()).default as ComponentType<Block>));
  return renderToString(
    <StrictMode>
      <AddressProvider value={{ pathname: url, search: '', replaceSearch: () => {} }}>
        <StaticPage pathname={url}>
          {blocks.map((block, i) => {
            const Component = components[i]!;
            return <Component key={i} {...block} />;
          })}
        </StaticPage>
      </AddressProvider>
    </StrictMode>,
  );
}

describe('the shared page shell', () => {
  const navigation: SiteSettings['navigation'] = site.navigation;
  const menu = navigation.links.map((l) => l.href).filter((href) => href.startsWith('/') && href !== '/');

  it('gives every page the bytes of its body rendered as one tree, ids included', async () => {
    expect(menu.length).toBeGreaterThan(1);
    for (const url of ['/shell-a', menu[0]!, '/shell-b', menu[1]!, `${menu[0]!}/nested`]) {
      const { html } = await render(url, { route: url, page });
      expect(html).toBe(await wholeTree(url));
      expect(html).toMatch(/ id="_R_[^"]+"/);
    }
  });

  it('marks the current page’s menu entry on its own page only, though the shell is rendered once', async () => {
    const [first, second] = menu as [string, string];
    const current = (html: string) => [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])![1]);
    expect(current((await render(first, { route: first, page })).html)).toContain(first);
    expect(current((await render(second, { route: second, page })).html)).not.toContain(first);
    expect(current((await render('/not-in-the-menu', { route: '/not-in-the-menu', page })).html)).toEqual([]);
  });
});
