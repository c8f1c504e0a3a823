import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keepWhole } from './keep-whole.ts';
import { createRequire } from 'node:module';
import { BRAND_LOGO } from '../../src/head/brand.ts';

/** The brand's mark: the site's icon, the one picture every page already names as the brand. */
export const BRAND_SVG = 'content/public/favicon.svg';

const project = path.resolve(import.meta.dirname, '../..');
/** Drawn logos kept by the hash of their SVG and size, shared by every build of the checkout (as the social cards). */
export const LOGO_CACHE = path.join(project, 'node_modules/.cache/site-logo');

/**
 * The brand's logo as a square PNG (BRAND_LOGO.size px) from its SVG: search engines accept only
 * a raster of at least 112 px as an Organization's logo. Pure: the same SVG gives the same bytes.
 */
export function brandLogoPng(svg: string, size: number = BRAND_LOGO.size, cache = LOGO_CACHE): Buffer {
  // Drawn once per process while the SVG is the same (--watch writes the site's files at every save).
  if (lastLogo?.svg === svg && lastLogo.size === size) return lastLogo.png;
  const png = keptLogo(svg, size, cache);
  lastLogo = { svg, size, png };
  return png;
}
let lastLogo: { svg: string; size: number; png: Buffer } | undefined;

// Kept on disk: loading resvg and drawing took about 70 ms of every build, a one-page rebuild's too.
function keptLogo(svg: string, size: number, cache: string): Buffer {
  const kept = path.join(cache, `${createHash('sha256').update(`${size}\n${svg}`).digest('hex')}.png`);
  try {
    return readFileSync(kept);
  } catch {
    // Not drawn yet in this checkout.
  }
  const png = drawLogo(svg, size);
  try {
    keepWhole(kept, png);
  } catch {
    // A read-only node_modules: the logo is drawn at each build.
  }
  return png;
}

function drawLogo(svg: string, size: number): Buffer {
  // Required here, when the site's files are written, not when the build starts: the bundler's process
  // runs meanwhile, and resvg would hold its memory in this one the whole time.
  const { Resvg } = createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** The logo's file for dist/ ([path relative to dist/, bytes]), made from the project's brand SVG. */
export function brandLogoFile(root: string): [string, Buffer] {
  return [BRAND_LOGO.path.slice(1), brandLogoPng(readFileSync(path.join(root, BRAND_SVG), 'utf8'))];
}
