import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '../../src/generated/content.ts';
import { needsOf, originOf, policyFor, serializePolicy, unionPolicy, type CspSettings } from './csp.ts';
import { readEnvFiles, SUPABASE_URL_VAR, WEBHOOK_VAR } from './env-check.ts';
import { commonHeaders, headerRules, limitProblems, planPolicies, serializeHeaders, type PolicedPage } from './headers.ts';

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

/**
 * The host settings of a finished build: dist/_headers with every page's policy. Made from what
 * the build recorded of each page when it wrote it: no page is read back.
 */
export function writeHostFiles(input: { root: string; dist: string; site: SiteSettings; pages: HostedPage[] }): string {
  const { dist, pages } = input;
  const settings = cspSettings(input.site, { ...readEnvFiles(input.root), ...process.env });
  // Any address can show the not-found page, so every policy allows what it shows.
  const notFound = pages.filter((p) => p.route === '*').flatMap((p) => p.images);
  const policies = pages.map((p) => policyFor(needsOf(p.blockTypes, [...p.images, ...notFound]), settings));
  const policed: PolicedPage[] = pages.map((p, i) => ({ path: p.route === '*' ? '*' : p.path, policy: serializePolicy(policies[i]!) }));
  const plan = planPolicies(policed);
  if (!plan.narrowedAll) console.log('  _headers: too many pages for one rule per section; the most common pages share the site-wide policy.');
  const rules = headerRules(plan.rules, serializePolicy(unionPolicy(policies)), commonHeaders({ microphone: Boolean(settings.widget) }));
  const problems = limitProblems(rules);
  if (problems.length) throw new HostFilesProblem(problems.join('\n'));
  const text = serializeHeaders(rules);
  writeFileSync(path.join(dist, '_headers'), text);
  return text;
}
