/**
 * The site's dev loop reloads every open page of the dev server when content changes (a saved
 * page, a new post, a picture). The Studio must not reload: it would lose unsaved edits in other
 * files, the open dialog and the undo history. It hears about those changes itself
 * (`studio:file-changed`), so it declines the reload: a `vite:beforeFullReload` listener that
 * throws stops Vite's client before it reloads (its listeners run before the reload, and an error
 * ends that message's handling), and the rejection that carries the error is kept off the console.
 */
class StudioStaysOpen extends Error {}

export function keepStudioOpen(): void {
  const hot = import.meta.hot;
  if (!hot) return;
  hot.on('vite:beforeFullReload', () => {
    throw new StudioStaysOpen('The Studio follows content changes itself.');
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason instanceof StudioStaysOpen) event.preventDefault();
  });
}
