/**
 * Every page's own social card, made at build (scripts/build/social-card.ts): a 1200×630 PNG with
 * its title, its section and the brand. The head names it unless the page has its own picture.
 */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card shows, and where it is written. */
export interface CardFacts {
  /** The card's address (/og/cards/services/ai-voice-agents.png). */
  path: string;
  title: string;
  /** The part of the site the page belongs to, as its menus name it ("Services", "Blog"); empty at the top. */
  section: string;
  brand: string;
}

/** The card's address for a page's address: beside the others, named like the page's HTML file. */
export function cardPath(pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return `/og/cards/${clean || 'index'}.png`;
}

/** A page title without the brand after its bar ("AI Voice Agents | Brand" → "AI Voice Agents"). */
export const titleWithoutBrand = (title: string): string => title.split(' | ')[0]!.trim() || title;
