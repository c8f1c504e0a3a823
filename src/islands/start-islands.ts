import type { ComponentType } from 'react';
import type { BlockScript } from '../blocks/registry.ts';
import type { Block } from '../generated/content.ts';
import { ISLAND_TAG, type IslandProps } from './protocol.ts';
import { whenIdle, whenInteracted, whenVisible, type Replay } from './wake.ts';

/**
 * The island loader: the one script a page with islands loads besides its page script. It wakes
 * each <site-island> by its strategy and only then loads what that block needs: its own script,
 * or its component and React (once, shared by every island of the page) to hydrate it
 * (src/islands/hydrate.tsx). Which files those are, the build wrote on the island (data-script,
 * or data-component and data-runtime), so this file knows no block and stays small.
 *
 * <html data-hydrated> is set once every island that wakes without an interaction (load, idle,
 * and visible ones in view when the page loaded) has started: tests and tools wait for it.
 */

/** Loads an island's module: the first file, with the chunks it imports fetched alongside rather than after it. */
function load<T>(files: string, doc: Document): Promise<T> {
  const [main = '', ...deps] = files.split(' ').filter(Boolean);
  for (const href of deps) {
    if (doc.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
  return import(/* @vite-ignore */ main);
}

/** The island's props, taken out of the page (its JSON script is not part of what hydrates). */
function takeProps(el: HTMLElement): IslandProps {
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (!script?.textContent) throw new Error('it has no props');
  const props: IslandProps = JSON.parse(script.textContent);
  script.remove();
  return props;
}

/**
 * A task boundary: the block's code (React's, the first time) was evaluated in the task that loaded
 * it; its hydration starts in a new one, so the browser can handle input in between.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function wake(el: HTMLElement, replay?: Replay): Promise<void> {
  const doc = el.ownerDocument;
  try {
    const props = takeProps(el);
    if (el.dataset.script) {
      const { default: start } = await load<{ default: BlockScript<Block> }>(el.dataset.script, doc);
      await nextTask();
      const name = `island ${el.dataset.prefix ?? ''}${props.block.type}`;
      performance.mark(`${name} start`);
      start(el, props.block);
      performance.measure(`${name} hydrated`, `${name} start`);
      el.dataset.hydrated = '';
      replay?.();
      return;
    }
    const [{ mountIsland }, { default: Component }] = await Promise.all([
      load<typeof import('./hydrate.tsx')>(el.dataset.runtime ?? '', doc),
      load<{ default: ComponentType<Block> }>(el.dataset.component ?? '', doc),
    ]);
    await nextTask();
    // What mountIsland puts back should the block fail, copied in a task of its own: a long article's
    // copy, added to React's start, made one task of over 50 ms on a phone's CPU.
    const prerendered = Array.from(el.childNodes, (node) => node.cloneNode(true));
    await nextTask();
    const hydrated = mountIsland({ el, Component, props, prefix: el.dataset.prefix ?? '', clientOnly: el.dataset.render === 'client', prerendered });
    replay?.();
    if (!(await hydrated)) failed(el);
  } catch (error) {
    // Its code could not load (offline, a newer build replaced it) or failed at once: the prerendered block stays.
    console.error(`The "${el.dataset.block}" section could not start and stays as it was when the page loaded.`, error);
    failed(el);
  }
}

/**
 * An island that could not start keeps its prerendered HTML (the page reads complete). One a visitor
 * would use (a form, a button) also says, at its top, that it will not answer, with the spec's
 * words and way out.
 */
export function failed(el: HTMLElement): void {
  el.dataset.failed = '';
  if (!el.querySelector('input, select, textarea, button') || el.querySelector('.island-error')) return;
  const doc = el.ownerDocument;
  const notice = doc.createElement('div');
  notice.className = 'island-error container';
  notice.setAttribute('role', 'alert');
  const text = doc.createElement('p');
  text.textContent = 'Something went wrong. Please refresh the page or try again later.';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => doc.defaultView?.location.reload());
  notice.append(text, button);
  el.prepend(notice);
}

/** Whether the visitor brings state for an interaction island (data-resume): an address with its parameters, or what the tab kept. */
export function hasStateFor(resume: string | undefined, win: Window = window): boolean {
  if (resume?.startsWith('query:')) {
    const params = new URLSearchParams(win.location.search);
    return resume.slice('query:'.length).split(',').some((name) => params.get(name));
  }
  if (!resume?.startsWith('session:')) return false;
  try {
    return win.sessionStorage.getItem(resume.slice('session:'.length)) !== null;
  } catch {
    return false;
  }
}

/** Marks the page once the islands of its first load have started (all of them in, and no more to come). */
function firstLoad(doc: Document) {
  let waiting = 1;
  const settle = () => {
    if (--waiting === 0) doc.documentElement.dataset.hydrated = '';
  };
  return {
    /** One more island of the first load; returns what to call when it is done. */
    add: (): (() => void) => {
      waiting++;
      return settle;
    },
    /** Every island has been scheduled. */
    close: settle,
  };
}

export function startIslands(doc: Document = document): void {
  const page = firstLoad(doc);
  for (const el of doc.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const when = el.dataset.when === 'interaction' && hasStateFor(el.dataset.resume) ? 'load' : el.dataset.when;
    if (when === 'interaction') whenInteracted(el, (replay) => void wake(el, replay));
    else if (when === 'visible') {
      // In view at first: part of the first load. Otherwise it wakes whenever it is scrolled to.
      const seen = page.add();
      let atFirst = false;
      whenVisible(
        el,
        () => void wake(el).finally(() => atFirst && seen()),
        (inView) => (inView ? (atFirst = true) : seen()),
      );
    } else {
      const done = page.add();
      const start = () => void wake(el).finally(done);
      if (when === 'idle') whenIdle(start);
      else start();
    }
  }
  page.close();
}

