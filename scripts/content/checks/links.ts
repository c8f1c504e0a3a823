import { sentence, type Places } from '../places.ts';
import type { ContentProblem } from '../problem.ts';
import { missingAddress, siteAddresses, type SiteAddresses } from '../site-addresses.ts';
import { quote } from '../words.ts';
import { nodeAtPath, positionAt, type YamlSource } from '../yaml-source.ts';
import { dataStrings } from './walk.ts';

type LinkedFile = { source: YamlSource; data: unknown; places: Places; skip?: (path: (string | number)[]) => boolean };

/**
 * A field whose schema takes an address: its pattern accepts a site path (links, pictures, sharing images).
 * Any other text merely starting with "/" (a figure's suffix "/5", a label "/7 support") is words.
 */
const takesAddress = (shape: { pattern?: unknown } | undefined) => typeof shape?.pattern === 'string' && shape.pattern.startsWith('^(/');

/**
 * Every value starting with / in a field that takes an address (a link, an image) is an address on this
 * site: it must be a page (a file in content/pages), a blog post, the sitemap, or a file in content/public.
 */
export function internalLinks(files: readonly LinkedFile[], routes: readonly string[], publicFiles: readonly string[]): ContentProblem[] {
  const site = siteAddresses(routes, publicFiles);
  return files.flatMap((file) => fileLinkProblems(file, site));
}

/** The addresses of one file that lead nowhere (see internalLinks), against the site's addresses made once. */
export function fileLinkProblems({ source, data, places, skip }: LinkedFile, site: SiteAddresses): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { path, value } of dataStrings(data, (v) => v.startsWith('/') && !v.startsWith('//'))) {
    if (skip?.(path) || !takesAddress(places.shape(path))) continue;
    const missing = missingAddress(value, site);
    if (!missing) continue;
    let text = `${quote(places.label(path))} points to ${quote(value)}, which `;
    text += missing.looksLikeFile
      ? "is not one of the site's files. Upload it, or correct the address."
      : `is not a page of this site.${missing.guess ? ` Did you mean ${quote(missing.guess)}?` : ''} Use one of the site's pages, written as its address (such as /blog).`;
    // Only now is the file parsed with positions: valid files never need them.
    const { node } = nodeAtPath(source, path);
    const { line, col } = positionAt(source, node?.range?.[0] ?? 0);
    problems.push({ file: source.file, line, col, message: sentence(places.where(path.slice(0, -1)), text), path });
  }
  return problems;
}
