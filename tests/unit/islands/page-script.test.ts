// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_TAG } from '../../../src/islands/protocol.ts';
import { HOVER_DELAY_MS, pageLink, prefetchOnIntent } from '../../../src/page/prefetch.ts';
import { afterHydration, holdSubmits, ISLAND_SELECTOR } from '../../../src/page/start-page.ts';
import { COPYRIGHT_YEAR_ID, updateCopyrightYear } from '../../../src/shell/copyrightYear.ts';
import { MENU_ID, wireMenu } from '../../../src/shell/menu.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link').forEach((l) => l.remove());
  document.documentElement.removeAttribute('data-hydrated');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('finds islands by the element the build writes', () => {
  expect(ISLAND_SELECTOR).toBe(ISLAND_TAG);
});

describe('forms', () => {
  const submit = (form: HTMLFormElement) => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('hold a form inside an island until its block has hydrated; other forms submit as usual', () => {
    holdSubmits(document);
    document.body.innerHTML = '<site-island><form id="booking"></form></site-island><form id="plain"></form>';
    const booking = document.getElementById('booking') as HTMLFormElement;
    expect(submit(booking)).toBe(true);
    expect(submit(document.getElementById('plain') as HTMLFormElement)).toBe(false);
    document.querySelector('site-island')!.setAttribute('data-hydrated', '');
    expect(submit(booking)).toBe(false);
  });
});

it('runs what must not compete with the islands once the page has hydrated', async () => {
  const task = vi.fn();
  afterHydration(document, task);
  expect(task).not.toHaveBeenCalled();
  document.documentElement.setAttribute('data-hydrated', '');
  await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
  afterHydration(document, task);
  expect(task).toHaveBeenCalledTimes(2);
});

it('shows this year in the footer of a page built in an earlier one', () => {
  document.body.innerHTML = `<footer>© <span id="${COPYRIGHT_YEAR_ID}">2024</span></footer>`;
  updateCopyrightYear(document, new Date('2026-01-02T00:00:00Z'));
  expect(document.getElementById(COPYRIGHT_YEAR_ID)!.textContent).toBe('2026');
});

describe('the small-screen menu', () => {
  it('says on its toggle whether it is open, moves focus to its first link when it opens and back when it would be lost', () => {
    document.body.innerHTML = `<button popovertarget="${MENU_ID}">Menu</button><div id="${MENU_ID}" popover><a href="/a">A</a><a href="/b">B</a></div>`;
    const menu = document.getElementById(MENU_ID)!;
    Object.assign(menu, { hidePopover: () => {} });
    wireMenu(document);
    const toggle = document.querySelector('button')!;
    const state = (type: string, newState: string) => menu.dispatchEvent(Object.assign(new Event(type), { newState }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    state('beforetoggle', 'open');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    state('toggle', 'open');
    expect(document.activeElement?.getAttribute('href')).toBe('/a');
    state('beforetoggle', 'closed');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    state('toggle', 'closed');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('prefetching where the browser has no Speculation Rules', () => {
  const link = (href: string, attrs = '') => {
    document.body.insertAdjacentHTML('beforeend', `<a href="${href}" ${attrs}>x</a>`);
    return document.body.lastElementChild as HTMLAnchorElement;
  };

  it('knows which links lead to another page of the site', () => {
    expect(pageLink(link('/about'), location)).toBe('/about');
    expect(pageLink(link('/blog?q=ai'), location)).toBe('/blog?q=ai');
    expect(pageLink(link('/sitemap.xml'), location)).toBeUndefined();
    expect(pageLink(link('/about', 'target="_blank"'), location)).toBeUndefined();
    expect(pageLink(link('/about', 'download'), location)).toBeUndefined();
    expect(pageLink(link('https://elsewhere.example/'), location)).toBeUndefined();
    expect(pageLink(link(location.pathname), location)).toBeUndefined();
  });

  it('fetches a page once the pointer rests on its link, or at once on focus, each page once', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    prefetchOnIntent(document);
    const about = link('/about');
    const blog = link('/blog');
    const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    about.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_DELAY_MS / 2);
    blog.dispatchEvent(new Event('pointerover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(prefetched()).toEqual(['/blog']);
    about.dispatchEvent(new Event('focusin', { bubbles: true }));
    about.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetched()).toEqual(['/blog', '/about']);
  });

  it('leaves it to the browser where it reads the rules', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(true);
    prefetchOnIntent(document);
    link('/about').dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });
});
