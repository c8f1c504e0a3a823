import type { SiteSettings } from '../generated/content.ts';
import { canonicalUrl } from './buildHead.ts';

/** The name the site's own menus give an address (the header first, then the footer), if any. */
function menuLabel(site: SiteSettings, href: string): string | undefined {
  const links = [...site.navigation.links, ...site.footer.solutions, ...site.footer.company, ...site.footer.legal];
  return links.find((l) => l.href === href)?.label;
}

/** "ai-voice-agents" → "Ai voice agents": a last resort when no menu names a folder. */
const fromSlug = (slug: string) => decodeURIComponent(slug).replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The part of the site an address belongs to, as the menus name its first folder ("Services"); empty for top-level pages without one. */
export function sectionName(site: SiteSettings, path: string): string {
  const first = path.split('/').filter(Boolean)[0];
  if (!first) return '';
  const label = menuLabel(site, `/${first}`);
  return label ?? (path.split('/').filter(Boolean).length > 1 ? fromSlug(first) : '');
}

/**
 * A BreadcrumbList from the site's home through each folder of `path` to the page itself (named
 * `name`): search engines show it instead of the bare address. Folders are named as the menus name them.
 */
export function breadcrumbList(site: SiteSettings, path: string, name: string): Record<string, unknown> {
  const segments = path.split('/').filter(Boolean);
  const crumbs = [{ name: site.name, url: canonicalUrl(site, '/') }];
  segments.forEach((_, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    crumbs.push({ name: last ? name : (menuLabel(site, href) ?? fromSlug(segments[i]!)), url: canonicalUrl(site, href) });
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}
