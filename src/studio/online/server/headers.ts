import type { ServerResponse } from 'node:http';

/**
 * The Studio's own policy: scripts, styles, pictures and fonts from itself only, no inline script or
 * style element, no plugins, framed only by itself (the preview frame), forms post nowhere.
 */
export const STUDIO_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // React and the form library set style attributes (a width, a position); style elements stay refused.
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "child-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');

/** Headers on every answer (one CSP per response). HSTS only over https, where browsers honour it. */
export function securityHeaders(res: ServerResponse, https: boolean): void {
  res.setHeader('Content-Security-Policy', STUDIO_CSP);
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
}
