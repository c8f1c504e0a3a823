import type { MissingAddress } from './site-addresses.ts';
import { quote, shown } from './words.ts';

/** A message and its fix, for a mistake inside Markdown text (an article, a legal text, an answer). */
export interface Worded {
  message: string;
  hint?: string;
  severity?: 'warning';
}

const BOLD = 'Write **bold words** instead of <b>bold words</b>.';
const ITALIC = 'Write *words in italics* instead of <i>words in italics</i>.';
const LIST = 'Start each point on its own line with "- " (or "1. " for numbered points) instead of <ul> and <li>.';
const REMOVE = 'Remove the tags and keep the words: Markdown has no boxes, colours or fonts.';

/** How to write with Markdown what a person tried to write with an HTML tag. */
const MARKDOWN_FOR: Record<string, string> = {
  b: BOLD,
  strong: BOLD,
  i: ITALIC,
  em: ITALIC,
  a: 'Write [the words to click](https://example.com) instead of <a href="https://example.com">the words to click</a>.',
  br: 'Leave a blank line to start a new paragraph instead of <br> (or end the line with a backslash \\ to break it there).',
  p: 'Leave a blank line between paragraphs instead of <p> and </p>.',
  ul: LIST,
  ol: LIST,
  li: LIST,
  img: "Write ![what the picture shows](/blog/picture.webp) instead of <img>, with the picture among the site's pictures.",
  code: 'Put code between backticks: `like this`.',
  pre: 'Put the lines of code between two lines of three backticks (```).',
  blockquote: 'Start each line of the quote with "> ".',
  hr: 'Write a line with only *** on it for a dividing line (with a blank line above it).',
  u: 'Underlined words look like links; use **bold** or *italics* for emphasis.',
  table: 'Tables are not available; write the rows as a list ("- " at the start of each line).',
  iframe: 'Link to what you wanted to show instead: [Watch the video](https://…).',
  video: 'Link to the video instead: [Watch the video](https://…).',
  script: 'Remove it: an article never runs scripts.',
  style: 'Remove it: the site\'s own styles apply to every article.',
};
for (const t of ['div', 'span', 'section', 'font', 'center', 'small', 'mark', 'sup', 'sub']) MARKDOWN_FOR[t] = REMOVE;
for (const t of ['form', 'input', 'button', 'select', 'textarea', 'object', 'embed']) MARKDOWN_FOR[t] = 'Remove it: forms, buttons and embedded objects never work inside an article; link to a page instead.';
MARKDOWN_FOR.audio = MARKDOWN_FOR.video!;

/** The first tag written in a piece of HTML ("div" in `<div class="x">`), lower-cased. */
export const firstTag = (html: string): string | undefined => /<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(html)?.[1]?.toLowerCase();

/**
 * The fix for an HTML tag in Markdown text: the same thing written in Markdown. `topHeading` is
 * the biggest heading the text may use (2 where the page title is the only # heading).
 */
export function markdownFor(tag: string, topHeading = 1): string {
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) return `Start the line with "${'#'.repeat(Math.min(4, Math.max(topHeading, Number(heading[1]))))} " for a heading instead of <${tag}>.`;
  return MARKDOWN_FOR[tag] ?? `Remove <${tag}> and write the text in Markdown.`;
}

/**
 * HTML in an article: never rendered. `block` HTML (a line that starts with a tag such as <div>)
 * takes the text around it down with it, up to the next blank line; inline tags only vanish.
 */
export function htmlInArticle(tag: string, block: boolean): Worded {
  const what = `The HTML tag <${tag}> does not work in an article: articles are written in Markdown, and HTML is left out of the page`;
  return {
    message: block ? `${what}, here with the text after it up to the next blank line.` : `${what} (the words around the tag stay, unformatted).`,
    hint: markdownFor(tag),
  };
}

const ALLOWED_LINKS = 'a page of this site (/about), a web address (https://…) or an email address (mailto:…)';

/** A link target that is dangerous (javascript:, data:) or that the article would show as plain words. */
export function linkNotShown(url: string, dangerous: boolean, guess?: string): Worded {
  const message = dangerous
    ? `The link ${shown(url)} is not allowed: links in an article may only go to ${ALLOWED_LINKS}.`
    : `The link ${shown(url)} is shown as plain words, not as a link: links in an article may only go to ${ALLOWED_LINKS}.`;
  let hint = 'Write the full address starting with https://, or a page of this site starting with /.';
  if (dangerous) hint = 'Link to a page or a web address instead, or remove the link.';
  else if (guess) hint = `Did you mean ${quote(guess)}? Pages of this site start with /.`;
  else if (/^www\./i.test(url)) hint = `Add https:// in front: "https://${url}".`;
  else if (/^[^\s:/@]+@[^\s@]+\.[a-z]{2,}$/i.test(url)) hint = `For an email address write "mailto:${url}".`;
  else if (/^tel:/i.test(url)) hint = 'Write the phone number as plain words; phone links are not available in articles.';
  else if (url.startsWith('#')) hint = 'Links to a place inside the article are not available; remove the link or link to a page.';
  return { message, hint };
}

/** A link to a site path that is neither a page nor a file in content/public. */
export function linkNowhere(url: string, missing: MissingAddress): Worded {
  if (missing.looksLikeFile) {
    return { message: `The link ${quote(url)} points to a file the site does not have.`, hint: 'Upload the file, or correct the address.' };
  }
  return {
    message: `The link ${quote(url)} goes to a page this site does not have.`,
    hint: missing.guess ? `Did you mean ${quote(missing.guess)}?` : "Correct the address: use one of the site's pages, written as its address (such as /blog).",
  };
}

const ALLOWED_PICTURES = "one of the site's pictures (its address from the slash, such as /blog/chart.webp) or a web address (https://…)";

/** A picture the article would leave out: a data: or script address, or no usable address. */
export function pictureNotShown(url: string, dangerous: boolean, guess?: string): Worded {
  return {
    message: `The picture ${shown(url)} is ${dangerous ? 'not allowed' : 'left out of the page'}: a picture in an article must be ${ALLOWED_PICTURES}.`,
    hint: guess ? `Did you mean ${quote(guess)}?` : 'Upload the picture and write ![what it shows](/blog/file-name.webp) with its address.',
  };
}

/** A picture at a site path with no file behind it. */
export function pictureMissing(url: string, missing: MissingAddress): Worded {
  return {
    message: `The picture ${quote(url)} is not one of the site's pictures.`,
    hint: missing.guess ? `Did you mean ${quote(missing.guess)}?` : 'Upload the picture, or correct the address.',
  };
}

/** A picture without words for people who cannot see it: shown, but only a warning. */
export const pictureWithoutDescription = (url: string): Worded => ({
  message: `The picture ${shown(url)} has no description, so people who cannot see it (and search engines) miss what it shows.`,
  hint: `Write what it shows between the square brackets: ![A chart of leads per month](${url}).`,
  severity: 'warning',
});
