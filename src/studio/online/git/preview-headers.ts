import type { ServerResponse } from 'node:http';

/**
 * The headers of everything a preview serves: never indexed, never cached or kept by a proxy, the
 * link (it is the key) never sent on to another site as a Referer, and a strict CSP with no
 * inline script (the banner has its own stylesheet). A page is sent with the live site's own policy
 * instead (preview-csp.ts), which is as strict about script.
 */
export function previewHeaders(): Record<string, string> {
  return {
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; connect-src 'self' https:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'",
  };
}

/** A link that has expired, was withdrawn or never existed: one answer for all three, saying so plainly. */
export function sendGone(res: ServerResponse): void {
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview not available</title></head>' +
    '<body><main><h1>This preview is not available</h1><p>The link has expired or was withdrawn. Ask the person who shared it for a new one.</p></main></body></html>';
  res.writeHead(404, { ...previewHeaders(), 'Content-Type': 'text/html; charset=utf-8' }).end(body);
}
