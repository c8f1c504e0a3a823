import site from 'virtual:site';
import type { SiteSettings } from '../generated/content.ts';

/** The shared site settings (brand, navigation, contact) for any component: fixed for a build. */
export const useSite = (): SiteSettings => site;
