import type { Answer } from './observatory.ts';
import type { Served } from './process.ts';

/** One way visitors get dist/: a host's own engine (or the preview server, proven to answer the same). */
export interface HostEngine {
  /** What the test titles call it, with its version. */
  name: string;
  /** Installs (first use only) and starts the engine on dist/, on a free loopback port. */
  start: (dist: string) => Promise<Served & { installSeconds?: number | null }>;
  /** A header several matching `_headers` rules set: joined with ", " (Cloudflare), or the last rule's (netlify dev). */
  repeatedHeaders: 'join' | 'last';
  /** Headers the local engine sets itself whatever `_headers` says, and why (checked nowhere else). */
  ownHeaders?: Record<string, string>;
  /** Headers the engine puts on every 404 answer in place of what `_headers` says, with their value (checked). */
  notFoundHeaders?: Record<string, string>;
  /**
   * Why the engine sends each file with the type its extension gives, whatever `_headers` says (netlify
   * dev's static server: its own Content-Type wins over the rules). The speculation rules' file then
   * arrives as JSON and the browser ignores it, saying so in the console: the engine's test accepts that
   * one message, and checks the type is right on every other engine.
   */
  typesByExtension?: string;
  /** Whether the engine compresses text itself (nginx and the preview do; the hosts' CDNs compress in production, not their local runtimes). */
  gzip?: boolean;
  /** What the engine does with /about/ and /about.html: redirect to /about, or serve the page there (its canonical link says /about). */
  otherSpellings: 'redirect' | 'serve';
  /**
   * Where the engine itself answers plain http (nginx's port-80 server): its first answer for an address and the
   * chain to the final https address, for the HTTP Observatory. Cloudflare and Netlify send http to https on their
   * platforms, outside their local runtimes; the preview is local only.
   */
  plainHttp?: (served: Served, path: string, address: string) => Promise<{ first: Answer; chain: { url: string; status: number }[] }>;
  /**
   * Why the local engine itself now and then answers a file with a 5xx of its own under load (wrangler
   * pages dev: cloudflare/workers-sdk#5552, about one request in a hundred from parallel browsers). A
   * browser check on such an engine is tried again, at most twice, only when one of the engine's own
   * answers was a 5xx (or never came); any other failure fails at once, and a fault on every try fails too.
   */
  faultsUnderLoad?: string;
}
