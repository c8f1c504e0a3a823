/**
 * When an island wakes, by its strategy. Each function takes the island element and `wake`, and
 * calls `wake` once. The island element is display: contents (it has no box), so what is watched
 * is its children.
 */

/** How far outside the viewport a `visible` island starts waking, so it is ready as it scrolls in. */
export const VISIBLE_MARGIN = '200px 0px';

/** The events that wake an `interaction` island: the first touch, click, key, focus or typing inside it. */
export const INTERACTIONS = ['pointerdown', 'click', 'keydown', 'focusin', 'input'] as const;

const boxes = (el: Element) => Array.from(el.children).filter((c) => c.tagName !== 'SCRIPT');

/** When the browser has nothing else to do (at most 2 s after it is asked), or soon where it cannot say. */
export function whenIdle(wake: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(wake, { timeout: 2000 });
  else win.setTimeout(wake, 200);
}

/**
 * When the island comes within VISIBLE_MARGIN of the viewport. `first` is told, once, whether it
 * was there when the page was first observed (the page counts those as part of its first load).
 */
export function whenVisible(el: Element, wake: () => void, first: (inView: boolean) => void = () => {}): void {
  const targets = boxes(el);
  if (!targets.length || typeof IntersectionObserver === 'undefined') {
    first(true);
    wake();
    return;
  }
  const unseen = new Set<Element>(targets);
  let told = false;
  const observer = new IntersectionObserver(
    (entries) => {
      entries.forEach((e) => unseen.delete(e.target));
      const inView = entries.some((e) => e.isIntersecting);
      if (!told && (inView || unseen.size === 0)) {
        told = true;
        first(inView);
      }
      if (!inView) return;
      observer.disconnect();
      wake();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  targets.forEach((t) => observer.observe(t));
}

/** A click before the block could answer it, to be given to the block once it can. */
export type Replay = () => void;

/**
 * A click the browser did nothing with by itself (a plain button, not a link, field, summary or
 * submit button, whose default action has already happened) is worth giving to the block again.
 */
function replayable(target: Element): boolean {
  const control = target.closest('a[href], input, select, textarea, summary, label, button');
  if (!control) return true;
  return control instanceof HTMLButtonElement && (control.type === 'button' || !control.form);
}

/**
 * A control the prerendered block shows disabled until its script has taken over (the booking form's
 * button): the browser sends it no click at all, so the press itself is what the block is given later.
 */
const disabledControl = (target: Element): HTMLButtonElement | HTMLInputElement | null => {
  const control = target.closest('button, input[type="submit"], input[type="button"]');
  return control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? (control.disabled ? control : null) : null;
};

/** How long a pressed control may take to come alive before the press is let go (the block failed to start). */
const ENABLED_WITHIN_MS = 10_000;

/** Runs `then` once the control is no longer disabled (now, or when the hydrated block enables it). */
function whenEnabled(control: HTMLButtonElement | HTMLInputElement, then: () => void): void {
  if (!control.disabled) return then();
  const observer = new MutationObserver(() => {
    if (control.disabled || !control.isConnected) return;
    observer.disconnect();
    then();
  });
  observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), ENABLED_WITHIN_MS);
}

const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 1, view: window }));

/**
 * On the first interaction inside the island. `wake` is given a function that replays, on the
 * hydrated block, the clicks made before it could answer them (so the click that woke a copy
 * button copies), and the presses of controls that were disabled until then, once the block enables
 * them (so the first press of the booking form's button submits it and shows what is missing). Keys and
 * typing need no replay: what was typed is in the fields, and the blocks take it from there; focus
 * stays where it went (a disabled control cannot take it).
 */
export function whenInteracted(el: Element, wake: (replay: Replay) => void): void {
  const clicks: Element[] = [];
  const presses: (HTMLButtonElement | HTMLInputElement)[] = [];
  let woken = false;
  // The visitor may have typed before this script arrived (a slow network): those events are gone,
  // so an island already focused or filled in wakes now rather than waiting for another touch.
  if (touchedAlready(el)) {
    woken = true;
    wake(() => {});
    return;
  }
  const listen = (event: Event) => {
    if (event.type === 'click' && event.target instanceof Element && replayable(event.target)) clicks.push(event.target);
    if (event.type === 'pointerdown' && (event as PointerEvent).button === 0 && event.target instanceof Element) {
      const control = disabledControl(event.target);
      if (control && !presses.includes(control)) presses.push(control);
    }
    if (woken) return;
    woken = true;
    wake(() => {
      INTERACTIONS.forEach((type) => el.removeEventListener(type, listen, true));
      for (const target of clicks.splice(0)) if (target.isConnected) click(target);
      for (const control of presses.splice(0)) whenEnabled(control, () => click(control));
    });
  };
  INTERACTIONS.forEach((type) => el.addEventListener(type, listen, { capture: true, passive: true }));
}

/** Whether the visitor has already been inside the island: focus is there, or a field's value is not the one the page came with. */
export function touchedAlready(el: Element): boolean {
  const active = el.ownerDocument.activeElement;
  if (active && active !== el.ownerDocument.body && el.contains(active)) return true;
  return Array.from(el.querySelectorAll('input, textarea, select')).some((field) => {
    if (field instanceof HTMLSelectElement) {
      const options = Array.from(field.options);
      if (field.multiple) return options.some((o) => o.selected !== o.defaultSelected);
      // A list box with no option marked selected starts on its first option.
      const marked = options.map((o) => o.defaultSelected).lastIndexOf(true);
      return field.selectedIndex !== (marked === -1 ? 0 : marked);
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
    return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
  });
}
