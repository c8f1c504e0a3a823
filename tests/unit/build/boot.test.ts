// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://site.example/about", "settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBootScript } from '../../../scripts/build/boot.ts';
import { guardLinks, holdSubmits, scopeOf, startApp } from '../../../scripts/build/boot-client.ts';

const scopes = [['/blog', '/blog/*'], ['/strategy-call', '/strategy-call/*']];

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('puts an address in the scope of its policy (0 for the rest of the site)', () => {
    expect(scopeOf('/blog', scopes)).toBe(1);
    expect(scopeOf('/blog/a-post', scopes)).toBe(1);
    expect(scopeOf('/blogging', scopes)).toBe(0);
    expect(scopeOf('/strategy-call', scopes)).toBe(2);
    expect(scopeOf('/about', scopes)).toBe(0);
  });

  it('lets the browser load a page under another policy instead of the app rendering it', () => {
    guardLinks(window, scopes);
    // Keep happy-dom from following the links; the browser test sees the real navigation.
    window.addEventListener('click', (e) => e.preventDefault(), true);
    document.body.innerHTML = '<a href="/strategy-call#book"><span>Book</span></a><a href="/services">Services</a><a href="https://elsewhere.example/blog">Out</a>';
    const reached: string[] = [];
    document.body.addEventListener('click', (e) => reached.push((e.target as Element).closest('a')!.getAttribute('href')!));
    for (const el of [document.querySelector('span')!, ...document.querySelectorAll('a')]) el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(reached).toEqual(['/services', 'https://elsewhere.example/blog']);
  });

  it('holds form submissions until the app has hydrated', () => {
    holdSubmits(document);
    document.body.innerHTML = '<form></form>';
    const submit = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit()).toBe(false);
    document.documentElement.setAttribute('data-hydrated', '');
    expect(submit()).toBe(true);
  });

  it('starts the app after the first paint, or after two seconds at the latest', () => {
    vi.useFakeTimers();
    startApp(document, '/assets/index.js', ['/assets/react.js', '/assets/Hero.js']);
    expect(document.querySelector('script[type="module"]')).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index.js');
    expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/react.js', '/assets/Hero.js']);
  });

  it('is built into one small classic script carrying the scopes, named by its content', async () => {
    const { file, code } = await buildBootScript(scopes);
    expect(file).toMatch(/^assets\/boot-[\w-]{10}\.js$/);
    expect(code).not.toMatch(/\bexport\b|\bimport\b/);
    expect(code).toContain(JSON.stringify(scopes).replace(/"/g, '`'));
    expect(code.length).toBeLessThan(1200);
    expect((await buildBootScript(scopes)).file).toBe(file);
    expect((await buildBootScript([])).file).not.toBe(file);
  });
});
