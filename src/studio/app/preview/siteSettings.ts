import site from 'virtual:site';
import type { SiteSettings } from '../../../generated/content.ts';

const saved: SiteSettings = structuredClone(site);

/**
 * Shows unsaved site settings (brand, navigation, footer) in the preview. The shell reads the
 * settings object the dev server gives (`useSite()`); this frame is its own document with its own
 * copy of that module, so replacing the object's contents here changes nothing outside the preview.
 */
export function showSiteSettings(next: SiteSettings | undefined): void {
  const target = site as unknown as Record<string, unknown>;
  const source = (next ?? saved) as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key];
  Object.assign(target, structuredClone(source));
}
