/**
 * What a served preview page gets, on top of the build's own HTML (pure, tested alone): its site
 * paths moved under /preview/<token>/, noindex, and a banner saying it is a preview, styled by a
 * stylesheet of its own (no inline script or style, so a strict CSP holds).
 */
export interface BannerInfo {
  /** /preview/<token> (no trailing slash). */
  base: string;
  by: string;
  expiresAt: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `/x` → `<base>/x` in the attributes that name site paths (a `//host` address is left alone). */
function movePaths(html: string, base: string): string {
  const moved = html.replace(/(\s(?:href|src|action|poster|formaction)=)(["']?)\/(?!\/)/gi, `$1$2${base}/`);
  const lists = moved.replace(/(\s(?:srcset|imagesrcset)=)(["'])([^"']*)\2/gi, (_, attr: string, q: string, list: string) => {
    const entries = list.split(',').map((e) => e.replace(/^(\s*)\/(?!\/)/, `$1${base}/`));
    return `${attr}${q}${entries.join(',')}${q}`;
  });
  // An island names the files that wake it, separated by spaces (src/islands/protocol.ts).
  return lists.replace(/(\sdata-(?:script|component|runtime)=)(["'])([^"']*)\2/gi, (_, attr: string, q: string, list: string) => `${attr}${q}${list.replace(/(^|\s)\/(?!\/)/g, `$1${base}/`)}${q}`);
}

/** `url(/x)` in a stylesheet → `url(<base>/x)`. */
export const moveCssPaths = (css: string, base: string): string => css.replace(/url\((\s*["']?)\/(?!\/)/g, `url($1${base}/`);

const date = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');

export function bannerHtml(info: BannerInfo): string {
  return (
    `<div class="studio-preview-banner" role="region" aria-label="Preview">` +
    `<p><strong>Preview, not the live site.</strong> These are changes ${escapeHtml(info.by)} has not published yet. ` +
    `This link works until ${escapeHtml(date(info.expiresAt))}.</p>` +
    `<p><a href="${info.base}/__review">See what changed</a></p></div>`
  );
}

export function previewPage(html: string, info: BannerInfo): string {
  let out = movePaths(html, info.base);
  // One robots rule: never index a preview, whatever the page says for the live site.
  out = out.replace(/<meta\s+name=["']robots["'][^>]*>/gi, '');
  out = out.replace(/<head([^>]*)>/i, `<head$1><meta name="robots" content="noindex, nofollow">`);
  out = out.replace(/<\/head>/i, `<link rel="stylesheet" href="${info.base}/__preview.css"></head>`);
  return out.replace(/<body([^>]*)>/i, `<body$1>${bannerHtml(info)}`);
}

/** The banner's own stylesheet: always on top, high contrast, visible focus; no motion. */
export const BANNER_CSS = `.studio-preview-banner{position:sticky;top:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;justify-content:center;padding:.5rem 1rem;background:#ffe066;color:#1a1a1a;border-bottom:2px solid #1a1a1a;font:16px/1.4 system-ui,sans-serif;text-align:center}
.studio-preview-banner p{margin:0}
.studio-preview-banner a{color:#1a1a1a;text-decoration:underline;font-weight:600}
.studio-preview-banner a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;
