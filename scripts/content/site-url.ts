import type { SiteSettings } from '../../src/generated/content.ts';

/** The site settings with the address overridden by SITE_URL when set (previews, staging). */
export function siteForBuild(site: SiteSettings, siteUrl: string | undefined): SiteSettings {
  if (!siteUrl) return site;
  return { ...site, url: siteUrl.replace(/\/+$/, '') };
}
