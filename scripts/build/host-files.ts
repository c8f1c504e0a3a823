import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import { buildBootScript } from './boot.ts';
import { buildInfoDir } from './build-info.ts';
import { needsOf, originOf, policyFor, serializePolicy, unionPolicy, type CspSettings } from './csp.ts';
import { readEnvFiles, SUPABASE_URL_VAR, WEBHOOK_VAR } from './env-check.ts';
import { commonHeaders, headerRules, limitProblems, planPolicies, serializeHeaders, type PolicedPage } from './headers.ts';
import { BOOT_PLACEHOLDER } from './html.ts';
import { createNginxConfig } from './nginx.ts';
import { htmlFacts } from './page-facts.ts';
import { redirectLimitProblems, redirectRules, serializeRedirects, type DynamicRoute } from './redirects.ts';

export const SUPABASE_KEY_VAR = 'VITE_SUPABASE_ANON_KEY';
export const TURNSTILE_VAR = 'VITE_TURNSTILE_SITE_KEY';

/** A page the build wrote: its address, its route ('*' for the not-found page), file and blocks. */
export interface HostedPage {
  path: string;
  route: string;
  file: string;
  blockTypes: string[];
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
}

/**
 * The host settings of a finished build, all from the same rule records: dist/_headers with every
 * page's policy, dist/_redirects, the nginx settings beside dist/ (dist/ is uploaded as it is), and
 * the boot script (named by its hash) that every page now points to. Reads each page's final HTML.
 */
export async function writeHostFiles(input: HostFilesInput): Promise<HostFilesWritten> {
  const { dist, pages } = input;
  const env = { ...readEnvFiles(input.root), ...process.env };
  const settings = cspSettings(input.site, env);
  const html = pages.map((p) => readFileSync(path.join(dist, p.file), 'utf8'));
  const facts = html.map(htmlFacts);
  const inline = pages.flatMap((p, i) => facts[i]!.inlineScripts.map((s) => `${p.file}: <script>${s}…`));
  if (inline.length) {
    throw new HostFilesProblem(`These pages have inline scripts, which the Content-Security-Policy blocks:\n  ${inline.join('\n  ')}\nLoad code from a file instead (JSON data blocks are fine).`);
  }
  // Any address can show the not-found page, so every policy allows what it shows.
  const notFound = facts.filter((_, i) => pages[i]!.route === '*').flatMap((f) => f.images);
  const policies = pages.map((p, i) => policyFor(needsOf(p.blockTypes, [...facts[i]!.images, ...notFound]), settings));
  const policed: PolicedPage[] = pages.map((p, i) => ({ path: p.route === '*' ? '*' : p.path, policy: serializePolicy(policies[i]!) }));
  const plan = planPolicies(policed);
  if (!plan.narrowedAll) console.log('  _headers: too many pages for one rule per section; the most common pages share the site-wide policy.');
  const rules = headerRules(plan.rules, serializePolicy(unionPolicy(policies)), commonHeaders({ microphone: Boolean(settings.widget) }));
  const redirects = redirectRules(input.dynamicRoutes, input.addresses);
  const problems = [...limitProblems(rules), ...redirectLimitProblems(redirects)];
  if (problems.length) throw new HostFilesProblem(problems.join('\n'));

  const boot = await buildBootScript(plan.scopes);
  mkdirSync(path.dirname(path.join(dist, boot.file)), { recursive: true });
  writeFileSync(path.join(dist, boot.file), boot.code);
  pages.forEach((p, i) => writeFileSync(path.join(dist, p.file), html[i]!.replace(`src="${BOOT_PLACEHOLDER}"`, `src="/${boot.file}"`)));
  writeFileSync(path.join(dist, '_headers'), serializeHeaders(rules));
  writeFileSync(path.join(dist, '_redirects'), serializeRedirects(redirects));
  const nginxRoot = env[NGINX_ROOT_VAR]?.trim() || path.resolve(dist);
  const nginx = path.join(buildInfoDir(dist), 'nginx.conf');
  mkdirSync(path.dirname(nginx), { recursive: true });
  writeFileSync(nginx, createNginxConfig({ root: nginxRoot, headers: rules, redirects }));
  return { headerRules: rules.length, redirectRules: redirects.length, nginx, nginxRoot };
}
