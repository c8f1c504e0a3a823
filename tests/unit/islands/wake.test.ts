// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStateFor } from '../../../src/islands/start-islands.ts';
import { whenIdle, whenInteracted, whenVisible } from '../../../src/islands/wake.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

function island(html: string): HTMLElement {
  document.body.innerHTML = `<site-island data-when="interaction"><script type="application/json">{}</script>${html}</site-island>`;
  return document.querySelector('site-island')!;
}

describe('an island woken by interaction', () => {
  it('wakes once, on the first click, key, focus or typing inside it', () => {
    for (const type of ['pointerdown', 'click', 'keydown', 'focusin', 'input']) {
      const el = island('<section><input name="q"></section>');
      const wake = vi.fn();
      whenInteracted(el, wake);
      el.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
      el.querySelector('input')!.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake, type).toHaveBeenCalledOnce();
    }
  });

  it('wakes at once when the visitor typed, chose or focused inside it before its script arrived', () => {
    const typed = island('<form><input name="email" value=""></form>');
    typed.querySelector('input')!.value = 'asha@example.com';
    const wakeTyped = vi.fn();
    whenInteracted(typed, wakeTyped);
    expect(wakeTyped).toHaveBeenCalledOnce();

    const chosen = island('<form><select name="goal"><option selected>A</option><option>B</option></select></form>');
    chosen.querySelector('select')!.selectedIndex = 1;
    const wakeChosen = vi.fn();
    whenInteracted(chosen, wakeChosen);
    expect(wakeChosen).toHaveBeenCalledOnce();

    const focused = island('<form><input name="name"></form>');
    focused.querySelector('input')!.focus();
    const wakeFocused = vi.fn();
    whenInteracted(focused, wakeFocused);
    expect(wakeFocused).toHaveBeenCalledOnce();

    const untouched = island('<form><input name="name" value="prefilled"><select><option>A</option></select></form>');
    const wakeUntouched = vi.fn();
    whenInteracted(untouched, wakeUntouched);
    expect(wakeUntouched).not.toHaveBeenCalled();
  });

  it('gives the woken block the press of a control that was disabled until then, once the block enables it', async () => {
    const el = island('<form><input name="name"><button type="submit" disabled>Send</button></form>');
    const button = el.querySelector('button')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    el.querySelector('form')!.addEventListener('submit', submitted);
    let replay = () => {};
    whenInteracted(el, (r) => (replay = r));
    // The browser sends a disabled button the press but no click.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
    replay();
    expect(submitted).not.toHaveBeenCalled();
    button.disabled = false;
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledOnce());

    // A press with another button (a right click) is not a press of the control.
    const other = island('<form><button type="submit" disabled>Send</button></form>');
    const sent = vi.fn((e: Event) => e.preventDefault());
    other.querySelector('form')!.addEventListener('submit', sent);
    let replayOther = () => {};
    whenInteracted(other, (r) => (replayOther = r));
    other.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 2 }));
    replayOther();
    other.querySelector('button')!.disabled = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).not.toHaveBeenCalled();
  });

  it('does not wake for what happens elsewhere on the page', () => {
    const el = island('<section><button type="button">Copy</button></section>');
    document.body.insertAdjacentHTML('beforeend', '<button id="other" type="button">Other</button>');
    const wake = vi.fn();
    whenInteracted(el, wake);
    document.getElementById('other')!.click();
    expect(wake).not.toHaveBeenCalled();
  });

  it('gives the woken block the clicks made on its buttons before it could answer them, in order', () => {
    const el = island('<section><button type="button" id="a">Copy A</button><button type="button" id="b">Copy B</button></section>');
    let replay = () => {};
    whenInteracted(el, (r) => (replay = r));
    el.querySelector<HTMLButtonElement>('#a')!.click();
    el.querySelector<HTMLButtonElement>('#b')!.click();
    const heard: string[] = [];
    el.addEventListener('click', (e) => heard.push((e.target as Element).id));
    replay();
    expect(heard).toEqual(['a', 'b']);
    // Once replayed, later clicks are the block's own: nothing is given twice.
    replay();
    expect(heard).toEqual(['a', 'b']);
  });

  it('never replays what the browser already did: following a link, ticking a box, opening a summary, submitting', () => {
    const el = island('<form><a href="#x" id="link">Link</a><input type="checkbox" id="box"><details><summary id="sum">More</summary></details><button id="send">Send</button></form>');
    let replay = () => {};
    whenInteracted(el, (r) => (replay = r));
    for (const id of ['link', 'box', 'sum', 'send']) el.querySelector<HTMLElement>(`#${id}`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const heard: string[] = [];
    el.addEventListener('click', (e) => heard.push((e.target as Element).id));
    replay();
    expect(heard).toEqual([]);
  });
});

describe('an island woken when visible', () => {
  function observe(intersecting: boolean[]) {
    const callbacks: ((entries: { target: Element; isIntersecting: boolean }[]) => void)[] = [];
    const targets: Element[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(cb: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
        callbacks.push(cb);
      }
      observe(t: Element) {
        targets.push(t);
      }
      disconnect() {}
    });
    return { targets, report: (values = intersecting) => callbacks.forEach((cb) => cb(targets.map((target, i) => ({ target, isIntersecting: values[i] ?? false })))) };
  }

  it('watches the block’s own elements (the island has no box), and wakes when one comes near', () => {
    const el = island('<section>one</section><section>two</section>');
    const io = observe([false, false]);
    const wake = vi.fn();
    const first = vi.fn();
    whenVisible(el, wake, first);
    expect(io.targets.map((t) => t.tagName)).toEqual(['SECTION', 'SECTION']);
    io.report();
    expect(first).toHaveBeenCalledWith(false);
    expect(wake).not.toHaveBeenCalled();
    io.report([false, true]);
    expect(wake).toHaveBeenCalledOnce();
    expect(first).toHaveBeenCalledOnce();
  });

  it('says it was in view at first, then wakes', () => {
    const el = island('<section>one</section>');
    const io = observe([true]);
    const order: string[] = [];
    whenVisible(el, () => order.push('wake'), (inView) => order.push(`first ${inView}`));
    io.report();
    expect(order).toEqual(['first true', 'wake']);
  });
});

it('an idle island waits for the browser to be idle, or a moment where it cannot say', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const wake = vi.fn();
  whenIdle(wake);
  expect(wake).not.toHaveBeenCalled();
  vi.advanceTimersByTime(250);
  expect(wake).toHaveBeenCalledOnce();
});

describe('state the visitor brings wakes an interaction island at once', () => {
  it('an address with the block’s own parameters, not any query (a campaign’s)', () => {
    const at = (search: string) => ({ location: { search } }) as unknown as Window;
    expect(hasStateFor('query:q,topic', at('?q=ai'))).toBe(true);
    expect(hasStateFor('query:q,topic', at('?utm_source=news&topic=Sales'))).toBe(true);
    expect(hasStateFor('query:q,topic', at('?utm_source=news'))).toBe(false);
    expect(hasStateFor('query:q,topic', at('?q='))).toBe(false);
    expect(hasStateFor('query:q,topic', at(''))).toBe(false);
  });

  it('something the tab kept under the block’s key (a form’s draft)', () => {
    expect(hasStateFor('session:draft', window)).toBe(false);
    sessionStorage.setItem('draft', '{}');
    expect(hasStateFor('session:draft', window)).toBe(true);
    expect(hasStateFor(undefined, window)).toBe(false);
  });
});
