declare module 'virtual:site' {
  import type { SiteSettings } from './generated/content.ts';
  const site: SiteSettings;
  export default site;
}

declare module 'virtual:routes' {
  import type { Page } from './generated/content.ts';
  export interface RouteModule {
    /** The address pattern, such as /about or /blog/:slug; '*' is the not-found page. */
    route: string;
    load: () => Promise<{ default: Page }>;
  }
  export const routes: RouteModule[];
}
