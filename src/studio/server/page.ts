import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';

/** Shown while the editor's own page (src/studio/index.html) is not in this checkout. */
const MISSING = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Studio</title></head>
<body><main><h1>Studio</h1><p>The editor's page, src/studio/index.html, is missing from this checkout.</p></main></body>
</html>
`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page of the Studio (`/__studio` is src/studio/index.html, `/__studio/<name>` is
 * src/studio/<name>.html) with the per-run token in `<meta name="studio-token">` and Vite's client
 * injected. Null when there is no such page.
 */
export async function studioPage(server: ViteDevServer, root: string, name: string, token: string): Promise<string | null> {
  const file = path.join(root, 'src/studio', `${name}.html`);
  const html = existsSync(file) ? readFileSync(file, 'utf8') : name === 'index' ? MISSING : null;
  if (html === null) return null;
  const meta = `<meta name="studio-token" content="${escapeAttribute(token)}">`;
  const withToken = html.includes('</head>') ? html.replace('</head>', `  ${meta}\n</head>`) : meta + html;
  return server.transformIndexHtml(name === 'index' ? '/__studio' : `/__studio/${name}`, withToken);
}
