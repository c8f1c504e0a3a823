import type { Page } from 'playwright-core';

/**
 * Code showing through words meant for editors (issue 30): Markdown symbols, {{tokens}}, file names
 * and paths, git words and data paths. `codeIn` returns each offending snippet with what it is, so a
 * failing test says what the person saw; an empty list means the words are plain.
 */
export interface Leak {
  kind: 'Markdown' | 'token' | 'file name' | 'git word' | 'data path';
  snippet: string;
}

const RULES: [Leak['kind'], RegExp][] = [
  ['Markdown', /\*\*|__|\]\(|^[ \t]*[-*#] |^[ \t]*#{1,6}[ \t]/m],
  ['token', /\{\{|\}\}/],
  ['file name', /\.(ya?ml|md|json|tsx?)\b|\b(content|public|src|schemas)\/|[\w-]+\.(png|jpe?g|webp|avif|svg|gif)\b/i],
  ['git word', /\b(commit(s|ted|ting)?|branch(es)?|repository|repo|push(es|ed|ing)?|rebase|working tree|merge conflicts?|pull requests?|merge requests?|stash|checkout|diff)\b|\bHEAD\b/i],
  // A commit's name: 7 to 40 hex digits with a digit and a letter in it.
  ['git word', /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/],
  ['data path', /@type|@context|mainEntity|acceptedAnswer|JSON-LD|\bblocks?\[|\S ›\s*\d|\bblock \d+ ›|(^|\s)\/[\w-]+\/\d+(\/|\b)|#\/\w/i],
];

/** The offending snippets of a text, one per rule and line (with a little of the text around). */
export function codeIn(text: string): Leak[] {
  const leaks: Leak[] = [];
  for (const line of text.split('\n')) {
    for (const [kind, rule] of RULES) {
      const match = rule.exec(line);
      if (!match) continue;
      const at = Math.max(0, match.index - 30);
      leaks.push({ kind, snippet: line.slice(at, match.index + match[0].length + 30).trim() });
    }
  }
  return leaks;
}

/**
 * Everything the person can see and hear in the Studio: the visible text of the page and any open
 * dialog (the site's own page in the preview frame is the site, not the Studio, so it is left out:
 * a frame's words are not in its parent's text), what live regions say, and the help texts,
 * tooltips, placeholders and names of the controls shown. `skip`: selectors of places a step
 * allows on purpose (each use says why).
 */
export async function studioWords(page: Page, skip: string[] = []): Promise<string[]> {
  return page.evaluate((skip) => {
    const skipped = (el: Element) => skip.some((s) => el.closest(s));
    const texts: string[] = [];
    // The visible text, without the places skipped: their text is blanked for the reading and put back.
    const hidden: [HTMLElement, string][] = [];
    for (const s of skip) document.querySelectorAll<HTMLElement>(s).forEach((el) => hidden.push([el, el.style.visibility]));
    hidden.forEach(([el]) => (el.style.visibility = 'hidden'));
    texts.push(document.body.innerText);
    hidden.forEach(([el, was]) => (el.style.visibility = was));
    for (const el of document.querySelectorAll('[role="status"], [role="alert"], [aria-live], output')) {
      if (skipped(el)) continue;
      const heard = el.cloneNode(true) as Element;
      for (const s of skip) heard.querySelectorAll(s).forEach((inside) => inside.remove());
      texts.push(heard.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [aria-description], [placeholder], [alt]')) {
      if (skipped(el) || !(el as HTMLElement).checkVisibility?.()) continue;
      for (const name of ['title', 'aria-label', 'aria-description', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const el of document.querySelectorAll('[aria-describedby]')) {
      if (skipped(el)) continue;
      for (const id of el.getAttribute('aria-describedby')!.split(/\s+/)) texts.push(document.getElementById(id)?.textContent ?? '');
    }
    return texts.filter((t) => t.trim() !== '');
  }, skip);
}

/** What code the person can see or hear in the Studio right now (an empty list when none). */
export async function codeShown(page: Page, skip: string[] = []): Promise<Leak[]> {
  const leaks = (await studioWords(page, skip)).flatMap(codeIn);
  // The same words are often both seen and heard (a help text that also describes its field): told once.
  return leaks.filter((leak, i) => leaks.findIndex((l) => l.kind === leak.kind && l.snippet === leak.snippet) === i);
}
