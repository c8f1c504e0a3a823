/** The report's styles: system fonts, readable at 375 px and 1280 px, colours with AA contrast. */
export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1b1f24; --muted: #4a5260; --line: #d0d5dd; --soft: #f4f5f7; --accent: #b3123a; --link: #1a4fd6; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
main { max-width: 1360px; margin: 0 auto; padding: 24px 16px 64px; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 8px; }
h2 { font-size: 1.35rem; margin: 40px 0 12px; padding-top: 16px; border-top: 2px solid var(--line); }
h3 { font-size: 1.15rem; margin: 32px 0 8px; }
h4 { font-size: 1rem; margin: 24px 0 8px; }
a { color: var(--link); }
a:focus-visible, summary:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--soft); padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
ul { padding-left: 1.25rem; }
li { margin: 4px 0; overflow-wrap: anywhere; }
.meta { color: var(--muted); margin: 0 0 16px; }
.meta dt { font-weight: 600; color: var(--ink); }
.meta dd { margin: 0 0 4px; overflow-wrap: anywhere; }
.summary { font-size: 1.1rem; font-weight: 600; }
.note { color: var(--muted); }
.every-page { background: #fff7e0; border: 1px solid #e0c36a; border-radius: 8px; padding: 8px 16px; }
.page { border: 1px solid var(--line); border-radius: 10px; padding: 4px 16px 16px; margin: 24px 0; }
.page > h3 { margin-top: 12px; }
.sizes { border-collapse: collapse; margin: 8px 0; }
.sizes th, .sizes td { border: 1px solid var(--line); padding: 4px 10px; text-align: left; }
.pair { display: grid; grid-template-columns: 1fr; gap: 16px; align-items: start; }
@media (min-width: 760px) { .pair { grid-template-columns: 1fr 1fr; } }
figure { margin: 0; }
figure img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); background: var(--soft); }
figcaption { font-size: 0.9rem; color: var(--muted); margin-top: 4px; }
details { margin: 12px 0; }
summary { cursor: pointer; color: var(--link); font-weight: 600; padding: 4px 0; }
.snippets { display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 760px) { .snippets { grid-template-columns: 1fr 1fr; } }
.snippet { border: 1px solid var(--line); border-radius: 8px; padding: 12px; font-family: Arial, sans-serif; }
.snippet .url { color: #3c4043; font-size: 0.85rem; margin: 0; overflow-wrap: anywhere; }
.snippet .title { color: #1a0dab; font-size: 1.15rem; margin: 2px 0; }
.snippet .description { color: #4d5156; font-size: 0.9rem; margin: 0; }
.broken { color: var(--accent); }
`;
