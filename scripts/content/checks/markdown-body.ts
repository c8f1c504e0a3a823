import type { Definition, Html, Image, Link, Nodes, Parents, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isHttpUrl, isSafeBodyImage, isSafeBodyLink, isSitePath } from '../../../src/blog/safeUrl.ts';
import { splitFrontMatter } from '../blog-front-matter.ts';
import { firstTag, htmlInArticle, linkNotShown, linkNowhere, pictureMissing, pictureNotShown, pictureWithoutDescription, type Worded } from '../markdown-messages.ts';
import type { ContentProblem } from '../problem.ts';
import { missingAddress, missingFile, type SiteAddresses } from '../site-addresses.ts';
import { didYouMean } from '../suggest.ts';

/**
 * An article's Markdown is checked the way the blog renders it (src/blog/body/markdown.tsx, the
 * same remark parser): raw HTML is dropped there, links and pictures pass only with the
 * addresses src/blog/safeUrl.ts allows. Whatever would vanish or break on the page is reported
 * here at its line in the .md file, with the Markdown way to write it.
 */

// Browsers ignore whitespace and control characters inside a scheme: `java\tscript:` still runs.
const DANGEROUS = /^(javascript|data|vbscript):/i;
const isDangerous = (url: string) => DANGEROUS.test(url.replace(/[\s\u0000-\u001f\u007f]/g, ''));
/** `{{claim-id}}` is replaced with a claim's value when content loads; its address is checked there, not here. */
const isClaim = (url: string) => url.includes('{{');

/** HTML that is not content: comments, closing tags, <!DOCTYPE …>, <?…?>. */
const NOT_A_TAG = /^\s*(<!--|<\/|<!|<\?)/;

function linkWords(url: string, site: SiteAddresses): Worded | undefined {
  if (isClaim(url)) return undefined;
  if (isDangerous(url)) return linkNotShown(url, true);
  if (!isSafeBodyLink(url)) {
    // "about" or "strategy-call" written without its slash.
    const bare = /^[a-z0-9][\w/-]*$/i.test(url) ? didYouMean('/' + url, site.pageRoutes) : undefined;
    return linkNotShown(url, false, bare);
  }
  if (!isSitePath(url)) return undefined;
  const missing = missingAddress(url, site);
  return missing && linkNowhere(url, missing);
}

function pictureWords(url: string, site: SiteAddresses): Worded | undefined {
  if (isClaim(url)) return undefined;
  if (isDangerous(url)) return pictureNotShown(url, true);
  if (!isSafeBodyImage(url)) return pictureNotShown(url, false, /^[\w./-]+$/.test(url) ? didYouMean('/' + url.replace(/^\.?\//, ''), site.publicPaths) : undefined);
  if (isHttpUrl(url)) return undefined;
  const missing = missingFile(url, site);
  return missing && pictureMissing(url, missing);
}

/** Where HTML starts inside its node: the node may begin with the spaces in front of the tag. */
function htmlStart(node: Html): { line: number; column: number } {
  const start = node.position!.start;
  const before = node.value.slice(0, Math.max(0, node.value.indexOf('<')));
  const lines = before.split('\n');
  return lines.length === 1 ? { line: start.line, column: start.column + before.length } : { line: start.line + lines.length - 1, column: lines.at(-1)!.length + 1 };
}

/**
 * Problems of Markdown text that begins on line `firstLine` of `file` (column 1).
 * `site` knows the pages and the files of content/public.
 */
export function markdownProblems(markdown: string, file: string, firstLine: number, site: SiteAddresses): ContentProblem[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const problems: ContentProblem[] = [];
  const report = (at: { line: number; column: number }, worded: Worded | undefined) => {
    if (worded) problems.push({ file, line: firstLine + at.line - 1, col: at.column, ...worded });
  };
  // Pictures written as ![words][name] take their address from a `[name]: /address` line.
  const pictureNames = new Set<string>();
  const definitions: Definition[] = [];
  const walk = (node: Nodes, parent: Parents | undefined) => {
    const at = node.position?.start ?? { line: 1, column: 1 };
    if (node.type === 'html' && !NOT_A_TAG.test(node.value)) {
      const tag = firstTag(node.value);
      const block = parent?.type === 'root' || parent?.type === 'blockquote' || parent?.type === 'listItem';
      if (tag) report(htmlStart(node), htmlInArticle(tag, block));
    } else if (node.type === 'link') {
      report(at, linkWords((node as Link).url, site));
    } else if (node.type === 'image') {
      const { url, alt } = node as Image;
      const words = pictureWords(url, site);
      report(at, words ?? (alt?.trim() || isClaim(url) ? undefined : pictureWithoutDescription(url)));
    } else if (node.type === 'imageReference') {
      pictureNames.add(node.identifier);
    } else if (node.type === 'definition') {
      definitions.push(node);
    }
    if ('children' in node) for (const child of node.children) walk(child, node);
  };
  walk(tree, undefined);
  for (const d of definitions) {
    const at = d.position?.start ?? { line: 1, column: 1 };
    report(at, pictureNames.has(d.identifier) ? pictureWords(d.url, site) : linkWords(d.url, site));
  }
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The Markdown of every blog post among `sources` (content/blog/*.md), checked at its lines in the file. */
export function blogBodyProblems(sources: ReadonlyMap<string, string>, site: SiteAddresses): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [file, text] of sources) {
    if (!/^content\/blog\/[^/]+\.md$/.test(file)) continue;
    const split = splitFrontMatter(file, text);
    if (!split) continue;
    const firstLine = text.slice(0, text.length - split.body.length).split('\n').length;
    problems.push(...markdownProblems(split.body, file, firstLine, site));
  }
  return problems;
}
