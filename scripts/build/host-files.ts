import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import { buildInfoDir } from './build-info.ts';
import { needsOf, originOf, policyFor, serializePolicy, unionPolicy, type CspSettings } from './csp.ts';
import { readEnvFiles, SUPABASE_URL_VAR, WEBHOOK_VAR } from './env-check.ts';
import { commonHeaders, headerRules, limitProblems, pageRules, serializeHeaders } from './headers.ts';
import { createNginxRedirectConfig, createNginxTlsConfig } from './nginx-tls.ts';
import { createNginxConfig } from './nginx.ts';
import { sameRecords, warmProcess } from '../content/frozen-json.ts';
import { redirectLimitProblems, redirectRules, serializeRedirects, type DynamicRoute, type RedirectRule } from './redirects.ts';

export const SUPABASE_KEY_VAR = 'VITE_SUPABASE_ANON_KEY';
export const TURNSTILE_VAR = 'VITE_TURNSTILE_SITE_KEY';

/** A page the build wrote: its address, its route ('*' for the not-found page), file, blocks and the pictures its HTML shows. */
export interface HostedPage {
  path: string;
  route: string;
  file: string;
  blockTypes: string[];
  /** Origins of its pictures (scripts/build/page-facts.ts), read from its HTML when it was written. */
  images: string[];
}

/** A reason the build cannot write host settings that work; its message is for people. */
export class HostFilesProblem extends Error {}

/** What the site settings and the build environment add to the policies. */
export function cspSettings(site: Pick<SiteSettings, 'assistant'>, env: Record<string, string | undefined>): CspSettings {
  const a = site.assistant;
  const origins = (urls: (string | undefined)[]) => [...new Set(urls.map((u) => (u ? originOf(u) : null)).filter((o): o is string => o !== null))];
  const widget =
    a.enabled === false
      ? undefined
      : {
          script: origins([a.scriptUrl])[0] ?? "'self'",
          style: origins([a.stylesheetUrl])[0] ?? "'self'",
          origins: origins([a.scriptUrl, a.stylesheetUrl, ...(a.origins ?? [])]),
        };
  const live = Boolean(env[SUPABASE_URL_VAR] && env[SUPABASE_KEY_VAR]);
  return {
    widget,
    webhook: origins([env[WEBHOOK_VAR]?.trim()])[0],
    supabase: live ? origins([env[SUPABASE_URL_VAR]])[0] : undefined,
    turnstile: Boolean(env[TURNSTILE_VAR]?.trim()),
  };
}

/** Where the server root of the nginx settings comes from: this variable, else the build's own dist/. */
export const NGINX_ROOT_VAR = 'NGINX_ROOT';

/** What the build wrote for the hosts, for its summary. */
export interface HostFilesWritten {
  headerRules: number;
  redirectRules: number;
  /** The nginx settings, beside dist/ (absolute path). */
  nginx: string;
  nginxRoot: string;
}

export interface HostFilesInput {
  root: string;
  dist: string;
  site: SiteSettings;
  pages: HostedPage[];
  /** Routes with a parameter (/blog/:slug) and the addresses the build prerendered. */
  dynamicRoutes: DynamicRoute[];
  addresses: string[];
  /** The site settings' moved addresses, as permanent redirects (scripts/build/moved-addresses.ts). */
  moved?: RedirectRule[];
}

/**
 * The host settings of a finished build, all from the same rule records: dist/_headers with every
 * page's policy, dist/_redirects, and the nginx settings beside dist/ (dist/ is uploaded as it is) with the TLS
 * and port-80 settings an nginx host adds (scripts/build/nginx-tls.ts).
 * Made from what the build recorded of each page when it wrote it: no page is read back.
 */
export function writeHostFiles(input: HostFilesInput): HostFilesWritten {
  const env = { ...readEnvFiles(input.root), ...process.env };
  // The same inputs (the variables hostFileTexts reads among them) make the same files: `npm run build -- --watch` makes them again only when a save changed one (see frozen-json.ts).
  const read = [WEBHOOK_VAR, SUPABASE_URL_VAR, SUPABASE_KEY_VAR, TURNSTILE_VAR, NGINX_ROOT_VAR].map((name) => env[name]);
  const key = JSON.stringify([input.root, input.dist, input.site, input.dynamicRoutes, input.addresses, input.moved, read]);
  const made = last?.key === key && sameRecords(last.pages, input.pages) ? last.made : hostFileTexts(input, env);
  if (warmProcess.on) last = { key, pages: [...input.pages], made };
  if (made.note) console.log(made.note);
  const { dist } = input;
  writeFileSync(path.join(dist, '_headers'), made.headers);
  writeFileSync(path.join(dist, '_redirects'), made.redirects);
  mkdirSync(path.dirname(made.written.nginx), { recursive: true });
  writeFileSync(made.written.nginx, made.nginx);
  writeFileSync(path.join(path.dirname(made.written.nginx), 'nginx-tls.conf'), createNginxTlsConfig());
  writeFileSync(path.join(path.dirname(made.written.nginx), 'nginx-http-redirect.conf'), createNginxRedirectConfig());
  return made.written;
}

interface HostFileTexts {
  headers: string;
  redirects: string;
  nginx: string;
  /** A line for the build's output. */
  note?: string;
  written: HostFilesWritten;
}

/** The last inputs and what they made, in this process. */
let last: { key: string; pages: readonly HostedPage[]; made: HostFileTexts } | undefined;

function hostFileTexts(input: HostFilesInput, env: Record<string, string | undefined>): HostFileTexts {
  const { dist, pages } = input;
  const settings = cspSettings(input.site, env);
  // Any address can answer with any page (the not-found page, a post published after the build), and only
  // the site-wide rule reaches every address (scripts/build/headers.ts): one policy, what the pages need together.
  // One policy for each kind of page (10,000 pages have a handful of block and picture sets between them).
  const kinds = new Map<string, HostedPage>();
  for (const p of pages) kinds.set(`${p.blockTypes.join(' ')}\0${p.images.join(' ')}`, p);
  const policy = unionPolicy([...kinds.values()].map((p) => policyFor(needsOf(p.blockTypes, p.images), settings)));
  const addresses = pages.filter((p) => p.route !== '*').map((p) => p.path);
  const plan = pageRules(addresses, fileSpellings(addresses, input.dynamicRoutes));
  const note = plan.complete ? undefined : "  _headers: too many top-level sections for page caching rules; pages keep the host's own caching.";
  const rules = headerRules(plan.patterns, serializePolicy(policy), commonHeaders({ microphone: Boolean(settings.widget) }));
  const redirects = redirectRules(input.dynamicRoutes, input.addresses, input.moved);
  const problems = [...limitProblems(rules), ...redirectLimitProblems(redirects)];
  if (problems.length) throw new HostFilesProblem(problems.join('\n'));
  const nginxRoot = env[NGINX_ROOT_VAR]?.trim() || path.resolve(dist);
  const nginx = path.join(buildInfoDir(dist), 'nginx.conf');
  return {
    headers: serializeHeaders(rules),
    redirects: serializeRedirects(redirects),
    nginx: createNginxConfig({ root: nginxRoot, headers: rules, redirects }),
    note,
    written: { headerRules: rules.length, redirectRules: redirects.length, nginx, nginxRoot },
  };
}

/**
 * The list page of a folder with a fallback (the blog) as its file: _redirects rewrites the folder's
 * addresses to themselves (for Cloudflare), and Netlify then matches headers by the file it serves (/blog.html).
 */
function fileSpellings(addresses: readonly string[], folders: readonly DynamicRoute[]): string[] {
  return folders.flatMap(({ prefix }) => {
    const page = prefix.replace(/\/$/, '');
    return page && addresses.includes(page) ? [`${page}.html`] : [];
  });
}
