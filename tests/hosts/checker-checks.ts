import { get as httpGet, type IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import type { HostEngine } from './support/engine.ts';
import { checkLinks } from './support/link-checker.ts';
import { loadObservatory, type Answer } from './support/observatory.ts';
import type { Served } from './support/process.ts';
import { overlaps } from '../../scripts/build/headers.ts';
import { bootScript, headerRules, lateAddresses, plainPage, sitemap, unknownAddresses } from './support/site.ts';

const get = (base: string, urlPath: string) => fetch(base + urlPath, { redirect: 'manual', headers: { 'Accept-Encoding': 'gzip' } });

/** Each Content-Security-Policy of an answer as sent: one per header line, each line split at the commas that separate policies. */
async function policiesOf(base: string, urlPath: string): Promise<{ status: number; policies: string[] }> {
  const res = await new Promise<IncomingMessage>((resolve, reject) => httpGet(base + urlPath, resolve).on('error', reject));
  res.resume();
  const lines = res.rawHeaders.flatMap((v, i) => (i % 2 === 1 && res.rawHeaders[i - 1]!.toLowerCase() === 'content-security-policy' ? [v] : []));
  return { status: res.statusCode ?? 0, policies: lines.flatMap((v) => v.split(',')) };
}

const answerOf = async (res: Response): Promise<Answer> => ({ status: res.status, headers: res.headers, body: await res.text() });

/** The test build posts bookings to a receiver on this machine over http: the one http:// source its policies may hold. */
const testReceiver = (policy: string) => [...policy.matchAll(/http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?/g)].map((m) => m[0]);

/**
 * The checkers site owners and auditors use, on the answers one engine sends (part of describeHost's table):
 * one Content-Security-Policy per answer, Mozilla's HTTP Observatory, and linkinator.
 */
export function describeCheckers(engine: HostEngine, served: () => Served) {
    it('sends exactly one Content-Security-Policy with every answer (at most one with a redirect): pages, the shell, not-found, files', async () => {
      const addresses = [...sitemap.map((s) => s.path), ...lateAddresses.map((l) => l.path), ...unknownAddresses, bootScript, '/sitemap.xml', `${plainPage}/`, `${plainPage}.html`];
      const answers = await Promise.all(addresses.map(async (path) => ({ path, ...(await policiesOf(served().baseURL, path)) })));
      const wrong = answers.filter(({ status, policies }) => (status >= 300 && status < 400 ? policies.length > 1 : policies.length !== 1));
      expect(wrong.map(({ path, status, policies }) => `${path} on ${engine.name}: ${policies.length} policies with status ${status}`)).toEqual([]);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(sitemap.length);
      // Written so that no engine has two rules to merge for any of them: one rule sets each header.
      expect(overlaps(headerRules, addresses)).toEqual([]);
    });

    it("grades A+ in Mozilla's HTTP Observatory on every route, the blog's shell included (its own scoring)", async () => {
      const observatory = await loadObservatory();
      const routes = [...sitemap.map((s) => ({ path: s.path, address: s.url })), ...lateAddresses.map((l) => ({ path: l.path, address: new URL(l.path, sitemap[0]!.url).href }))];
      const problems: string[] = [];
      for (const { path, address } of routes) {
        const page = await answerOf(await get(served().baseURL, path));
        const cors = await answerOf(
          await fetch(served().baseURL + path, { method: 'OPTIONS', headers: { Origin: 'https://http-observatory.security.mozilla.org', 'Access-Control-Request-Method': 'GET' } }),
        );
        const http = engine.plainHttp ? await engine.plainHttp(served(), path, address) : null;
        const graded = observatory.grade({ address, page, cors, http });
        // The test build's only http:// source is the booking receiver on this machine (a live build refuses any
        // other, scripts/build/env-check.ts). Where the Observatory marks that down, the same answer with the
        // receiver on https must grade A+, and nothing else may be marked down.
        const receivers = testReceiver(page.headers.get('content-security-policy') ?? '');
        if (graded.grade !== 'A+' && receivers.length && graded.findings.every((f) => f.startsWith('content-security-policy csp-implemented-with-insecure-scheme '))) {
          const headers = new Headers(page.headers);
          headers.set('content-security-policy', receivers.reduce((p, r) => p.replaceAll(r, r.replace('http:', 'https:')), headers.get('content-security-policy')!));
          const again = observatory.grade({ address, page: { ...page, headers }, cors, http });
          if (again.grade !== 'A+') problems.push(`${path} on ${engine.name}: ${again.grade} (${again.score}) with the test receiver on https; ${again.findings.join(' | ')}`);
          continue;
        }
        if (graded.grade !== 'A+') problems.push(`${path} on ${engine.name}: ${graded.grade} (${graded.score}); ${graded.findings.join(' | ')}`);
      }
      console.log(`${engine.name}: HTTP Observatory ${observatory.version} graded ${routes.length} routes`);
      expect(problems).toEqual([]);
    });

    it('has no broken link and no redirect among the links of its own pages (linkinator)', async () => {
      const starts = [...sitemap.map((s) => s.path), ...lateAddresses.map((l) => l.path)];
      const report = await checkLinks(served().baseURL, new URL(sitemap[0]!.url).origin, starts);
      console.log(`${engine.name}: linkinator ${report.version} checked ${report.checked} addresses of the site`);
      expect(report.checked).toBeGreaterThan(sitemap.length);
      expect(report.problems.map((p) => `${p} on ${engine.name}`)).toEqual([]);
    });

}
