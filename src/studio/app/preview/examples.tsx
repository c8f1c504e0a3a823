import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import posts from 'virtual:blog-posts';
import type { Block } from '../../../generated/content.ts';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { PrerenderCollector } from '../../../routing/prerendered.tsx';
import { RouterBridge } from '../../../routing/RouterBridge.tsx';
import { prepareBlock } from '../../../../scripts/content/prepare.ts';
import { blockTypes } from '../schemas/index.ts';

/** What the palette shows: each kind of section's example as finished HTML with the styles it uses. */
export interface Examples {
  kind: 'examples';
  examples: Record<string, { html: string; css: string }>;
}

/** A selector without its states and pseudo-elements (:hover, ::before), to test which elements it styles. */
const structural = (selector: string): string =>
  selector.replace(/::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/gi, (m) => (/^:(not|is|where|has)\(/i.test(m) ? m : '')).trim() || '*';

const always = /^\s*(:root|html|body|\*)(?![\w-])/;

function styles(rule: CSSRule, root: Element): string | null {
  if (rule instanceof CSSStyleRule) {
    const used = rule.selectorText.split(',').some((s) => {
      if (always.test(s)) return true;
      try {
        return !!root.querySelector(structural(s));
      } catch {
        return true;
      }
    });
    return used ? rule.cssText : null;
  }
  if (rule instanceof CSSGroupingRule) {
    const inner = Array.from(rule.cssRules, (r) => styles(r, root)).filter((r): r is string => r !== null);
    return inner.length ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner.join('\n')}}` : null;
  }
  return rule.cssText;
}

/**
 * Only the styles an example uses (with the site's variables, fonts and animations): each thumbnail
 * then has a few kilobytes of CSS to apply rather than the whole site's, so all of them appear at once.
 */
function usedStyles(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(list)) {
      const kept = styles(rule, root);
      if (kept) rules.push(kept);
    }
  }
  return rules.join('\n');
}

/**
 * The address an example is shown at: a blog article needs a post to show (the newest published
 * one, a real-looking article); every other block shows the same anywhere.
 */
const addressFor = (type: string): string => (type === 'blog-article' && posts[0] ? `/blog/${encodeURIComponent(posts[0].slug)}` : '/');

async function html(block: Block, address: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={address}>
      {/* Blocks read their address through the site's own context (an article its slug), as in a page. */}
      <RouterBridge>
        <PrerenderCollector value={{}}>
          <BlockList blocks={[block]} />
        </PrerenderCollector>
      </RouterBridge>
    </StaticRouter>,
    // Everything in place in one document: no pieces left for a script to swap in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Every block type's first schema example rendered once, as the build renders pages (blocks that
 * load data, such as the blog's, wait for it), in this one frame. The palette then shows each as a
 * still picture of HTML and CSS: no script runs per thumbnail, so all of them appear at once.
 */
export async function renderExamples(): Promise<Examples> {
  const entries = await Promise.all(
    blockTypes.map(async (b): Promise<[string, string]> => {
      try {
        return [b.type, await html(prepareBlock(b.example as unknown as Block), addressFor(b.type))];
      } catch {
        return [b.type, ''];
      }
    }),
  );
  // Each block brought its stylesheet in as it loaded (in the dev server, a <style> element each).
  return { kind: 'examples', examples: Object.fromEntries(entries.map(([type, markup]) => [type, { html: markup, css: markup ? usedStyles(markup) : '' }])) };
}
