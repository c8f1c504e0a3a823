declare module 'virtual:site' {
  import type { SiteSettings } from './generated/content.ts';
  const site: SiteSettings;
  export default site;
}

declare module 'virtual:assistant' {
  import type { AssistantWidget } from './generated/content.ts';
  /** content/site.yaml's assistant settings alone (the built pages' own script needs only these). */
  const assistant: AssistantWidget;
  export default assistant;
}

declare module 'virtual:routes' {
  /**
   * The routes with a parameter, such as /blog/:slug (a handful, whatever the number of pages).
   * Every other page is found by its address in the route table (src/routing/dataUrl.ts).
   */
  export const dynamicRoutes: string[];
}

declare module 'virtual:pictures' {
  import type { PictureManifest } from './pictures/variants.ts';
  /** The raster pictures of content/public by site path, with their size and key (scripts/vite/pictures-plugin.ts). */
  const pictures: PictureManifest;
  export default pictures;
}
