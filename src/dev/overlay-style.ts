/**
 * The overlay's styles, inside its shadow root so the site's CSS and the overlay never meet. The
 * panel sits at the bottom of the window: the page above stays visible and usable (its header,
 * its links), so the editor can look around while the mistake is there.
 */
export const OVERLAY_STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: block; pointer-events: none; }
/* The page stays usable under the dim: the editor can scroll it and follow its links. */
.backdrop { position: fixed; inset: 0; background: rgb(15 23 42 / 0.35); pointer-events: none; }
.panel {
  position: fixed; bottom: 1rem; left: 50%; transform: translateX(-50%); box-sizing: border-box;
  width: min(60rem, calc(100vw - 2rem)); max-height: 60vh; overflow-y: auto; padding: 1.5rem 1.75rem; pointer-events: auto;
  background: #fff; color: #0f172a; border-top: 6px solid #b91c1c; border-radius: 10px;
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.3); font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
.title { margin: 0 4.5rem 0.25rem 0; font-size: 1.35rem; line-height: 1.3; color: #991b1b; }
.intro { margin: 0 0 1rem; color: #334155; }
.problems { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.problem { border: 1px solid #e2e8f0; border-radius: 8px; overflow: hidden; }
.where { margin: 0; padding: 0.75rem 1rem; background: #fef2f2; font-weight: 600; overflow-wrap: anywhere; white-space: pre-wrap; }
.frame {
  margin: 0; padding: 0.75rem 1rem; overflow-x: auto; background: #f8fafc; color: #0f172a;
  font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre;
}
.summary { margin: 1rem 0 0; color: #334155; }
.close {
  position: absolute; top: 1.25rem; right: 1.25rem; padding: 0.4rem 0.9rem; font: inherit; font-size: 0.9rem;
  color: #0f172a; background: #fff; border: 1px solid #94a3b8; border-radius: 6px; cursor: pointer;
}
.close:hover { background: #f1f5f9; }
.close:focus-visible { outline: 3px solid #4f46e5; outline-offset: 2px; }
@media (max-width: 600px) {
  .panel { bottom: 0.5rem; width: calc(100vw - 1rem); max-height: 65vh; padding: 1rem; }
  .title { font-size: 1.15rem; }
  .where { padding: 0.6rem 0.75rem; font-size: 0.95rem; }
  .frame { padding: 0.6rem 0.75rem; font-size: 12px; }
  .close { top: 0.9rem; right: 0.9rem; }
}
`;
