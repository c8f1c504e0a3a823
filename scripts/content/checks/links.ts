import { sentence, type Places } from '../places.ts';
import type { ContentProblem } from '../problem.ts';
import { isDynamicRoute, routeMatcher } from '../routes.ts';
import { didYouMean } from '../suggest.ts';
import { quote } from '../words.ts';
import { nodeAtPath, positionAt, type YamlSource } from '../yaml-source.ts';
import { stringValues } from './walk.ts';

/** Addresses that exist without a page file: blog posts come from the blog backend, the sitemap from the build. */
const EXTRA = [/^\/blog\/[^/]+$/, /^\/sitemap\.xml$/];

/**
 * Every value starting with / is an address on this site (a link, an image): it must be a page
 * (a file in content/pages), a blog post, the sitemap, or a file in content/public.
 */
export function internalLinks(
  files: readonly { source: YamlSource; data: unknown; places: Places }[],
  routes: readonly string[],
  publicFiles: readonly string[],
): ContentProblem[] {
  const pageRoutes = routes.filter((r) => r !== '*');
  const publicPaths = publicFiles.map((f) => '/' + f);
  const known = [...pageRoutes.filter((r) => !isDynamicRoute(r)), ...publicPaths];
  const isPage = routeMatcher(pageRoutes);
  const isPublic = new Set(publicPaths);
  const problems: ContentProblem[] = [];
  for (const { source, data, places } of files) {
    for (const { path, value } of stringValues(data, (v) => v.startsWith('/') && !v.startsWith('//'))) {
      const address = value.split(/[?#]/)[0]!;
      let decoded = address;
      try {
        decoded = decodeURI(address);
      } catch {
        // A malformed escape is simply not a known address.
      }
      if (isPage(value) || EXTRA.some((re) => re.test(address)) || isPublic.has(decoded)) continue;
      const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(address);
      const guess = didYouMean(address, known);
      let text = `${quote(places.label(path))} points to ${quote(value)}, which `;
      text += looksLikeFile
        ? `is not a file in content/public/. Put the file at content/public${decoded}, or correct the address.`
        : `is not a page of this site.${guess ? ` Did you mean ${quote(guess)}?` : ''} Each page is a file in content/pages/ (content/pages/about.yaml is /about).`;
      // Only now is the file parsed with positions: valid files never need them.
      const { node } = nodeAtPath(source, path);
      const { line, col } = positionAt(source, node?.range?.[0] ?? 0);
      problems.push({ file: source.file, line, col, message: sentence(places.where(path.slice(0, -1)), text) });
    }
  }
  return problems;
}
