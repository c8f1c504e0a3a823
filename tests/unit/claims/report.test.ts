import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimUsages, type ClaimReport } from '../../../scripts/content/claims/index.ts';
import { formatClaimsReport } from '../../../scripts/content/claims/report.ts';
import { FIXTURE, PROJECT, lineOf, load } from './fixture-site.ts';

const content = load();
const reports = claimUsages(content, new Date(Date.UTC(2026, 6, 15)));
const claim = (id: string) => reports.find((r) => r.id === id)!;

describe('claimUsages (what npm run claims and the Studio show)', () => {
  it('lists every claim of claims.yaml, in its order, with value, source, date and age', () => {
    expect(reports.map((r) => r.id)).toEqual([...content.claims.file.claims.keys()]);
    const rows = claim('rows-searched');
    const defined = content.claims.file.claims.get('rows-searched')!;
    expect(rows).toMatchObject({ kind: 'figure', value: defined.value, source: defined.source, asOf: defined.as_of, stale: false, file: 'content/claims.yaml' });
    expect(rows.ageMonths).toBe(6);
    expect(claim('studio-email')).toMatchObject({ kind: 'fact', stale: false });
    expect(claim('studio-email').ageMonths).toBeUndefined();
  });

  it('gives every place a claim is used: address, file, the line holding {{id}}, and the field', () => {
    for (const report of reports) {
      for (const place of report.usedIn) expect(lineOf(FIXTURE, place.file, place.line)).toContain(`{{${report.id}}}`);
    }
    const places = claim('rows-searched').usedIn;
    expect(new Set(places.map((p) => p.route))).toEqual(new Set(['/', '/blog/first-post']));
    expect(places.find((p) => p.route === '/' && p.path[0] === 'seo')!.path).toEqual(['seo', 'title']);
    expect(claim('studio-email').usedIn[0]).toMatchObject({ route: 'every page', file: 'content/site.yaml', path: ['contact', 'email'] });
  });

  it('prints each claim with its places for people', () => {
    const text = formatClaimsReport(reports, content.claims.maxAgeMonths);
    const rows = claim('rows-searched');
    expect(text).toContain(`rows-searched  "${rows.value}"  figure · as of ${rows.asOf} (6 months old)`);
    expect(text).toContain(`Source: ${rows.source}`);
    const lines = rows.usedIn.filter((p) => p.route === '/').map((p) => p.line);
    expect(text).toContain(`    /                 content/pages/index.yaml:${[...new Set(lines)].join(', ')}`);
    expect(text).toMatch(/studio-email {2}".+" {2}fact/);
  });

  it('marks a figure past the limit', () => {
    const old: ClaimReport = { ...claim('customers'), stale: true };
    expect(formatClaimsReport([old], 12)).toContain('OUT OF DATE: older than 12 months');
  });
});

it('npm run claims -- --json gives the same data to tools', () => {
  const run = spawnSync(path.join(PROJECT, 'node_modules/.bin/tsx'), ['scripts/cli/claims.ts', '--json', FIXTURE], { cwd: PROJECT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  const out = JSON.parse(run.stdout) as { maxAgeMonths: number; claims: ClaimReport[] };
  expect(out.maxAgeMonths).toBe(content.claims.maxAgeMonths);
  expect(out.claims.map((c) => [c.id, c.usedIn.length])).toEqual(claimUsages(content).map((c) => [c.id, c.usedIn.length]));
}, 30_000);
