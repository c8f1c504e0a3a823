import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the Studio learns which of the site's pictures are live: the live site itself when its
 * address is set (STUDIO_LIVE_SITE_URL), else the last build (dist/), which is what the next
 * deploy would serve.
 */
export interface LiveSite {
  url?: string;
  fetch?: typeof fetch;
}

/** A picture of the site (/blog/x.webp) that visitors can load now; a full address is the other site's business. */
export async function pictureIsLive(root: string, site: LiveSite, picture: string): Promise<boolean> {
  if (!picture.startsWith('/')) return true;
  const file = picture.split(/[?#]/)[0]!;
  if (!site.url) return existsSync(path.join(root, 'dist', decodeURIComponent(file)));
  try {
    const response = await (site.fetch ?? fetch)(new URL(file, site.url), { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    return response.status === 200;
  } catch {
    // Unreachable counts as not live: the post waits rather than showing a broken picture.
    return false;
  }
}
