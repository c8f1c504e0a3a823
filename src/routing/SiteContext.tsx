import { createContext, useContext } from 'react';
import site from 'virtual:site';
import type { SiteSettings } from '../generated/content.ts';

const SiteContext = createContext<SiteSettings>(site);

export const SiteProvider = SiteContext.Provider;

/** The shared site settings (brand, navigation, contact) for any component. */
export const useSite = (): SiteSettings => useContext(SiteContext);
