import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listFilesOnDisk } from '../../../scripts/content/content-files.ts';
import { startStudio, type StudioServer } from '../../../tests/support/studio.ts';
import type { ClaimsList, StudioClaim } from './claims.ts';

let studio: StudioServer;
beforeAll(async () => {
  studio = await startStudio();
}, 60_000);
afterAll(() => studio?.close());

const CLAIMS = 'content/claims.yaml';
const text = (rel: string) => readFileSync(studio.copy.file(rel), 'utf8');
const lines = (rel: string) => text(rel).split('\n');
const getClaims = async () => (await studio.api('GET', 'claims')).json as ClaimsList;
const firstUsed = async (): Promise<StudioClaim> => (await getClaims()).claims.find((c) => c.usages.length > 0)!;
/** claims.yaml with one claim's name changed (its value and everything else as they are). */
const renamed = (id: string, to: string) => text(CLAIMS).replace(new RegExp(`^(\\s+)${id}:`, 'm'), `$1${to}:`);

describe('GET /__studio/api/claims', () => {
  it('lists every claim of claims.yaml in its order, with its value and each line that writes {{id}}', async () => {
    const { status, json } = await studio.api('GET', 'claims');
    expect(status).toBe(200);
    const file = parse(text(CLAIMS)) as { figures?: Record<string, { value: string }>; facts?: Record<string, { value: string }> };
    const defined = [...Object.entries(file.figures ?? {}), ...Object.entries(file.facts ?? {})];
    expect(json.claims.map((c: StudioClaim) => [c.id, c.value])).toEqual(defined.map(([id, c]) => [id, String(c.value)]));

    // Every page line that writes a claim is one of its usages, and every usage is such a line.
    const pages = listFilesOnDisk(studio.copy.file('content/pages')).map((f) => `content/pages/${f}`);
    for (const claim of json.claims as StudioClaim[]) {
      for (const u of claim.usages) {
        expect(lines(u.path)[u.line - 1]).toContain(`{{${claim.id}}}`);
        expect(u.route).toBeTruthy();
      }
      const written = pages.flatMap((page) => lines(page).flatMap((l, i) => (l.includes(`{{${claim.id}}}`) && !/^\s*#/.test(l) ? [`${page}:${i + 1}`] : [])));
      const listed = claim.usages.filter((u) => u.path.startsWith('content/pages/')).map((u) => `${u.path}:${u.line}`);
      expect([...new Set(listed)].sort()).toEqual(written.sort());
    }
    const onHome = (json.claims as StudioClaim[]).flatMap((c) => c.usages).find((u) => u.path === 'content/pages/index.yaml');
    if (onHome) expect(onHome.route).toBe('/');
    // A usage names the field of a page block, so the Studio can open that section.
    const inBlock = (json.claims as StudioClaim[]).flatMap((c) => c.usages).find((u) => u.path.startsWith('content/pages/'));
    expect(inBlock?.field[0]).toBe('blocks');
    expect(typeof inBlock?.field[1]).toBe('number');
  });

  it('gives dated figures their age in words', async () => {
    const dated = (await getClaims()).claims.find((c) => c.asOf);
    expect(dated?.age).toMatch(/^\d+ (day|month|year)s?/);
  });

  it('is refused without the Studio token, like every other call', async () => {
    const res = await fetch(`${studio.url}/__studio/api/claims`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toMatch(/Studio token/);
  });
});

describe('POST /__studio/api/claims and renaming a claim that is in use', () => {
  it('answers the usages with the draft in place: the new name is used nowhere, the old one is gone', async () => {
    const used = await firstUsed();
    const { status, json } = await studio.api('POST', 'claims', { path: CLAIMS, text: renamed(used.id, `${used.id}2`) });
    expect(status).toBe(200);
    const ids = (json as ClaimsList).claims.map((c) => c.id);
    expect(ids).not.toContain(used.id);
    expect((json as ClaimsList).claims.find((c) => c.id === `${used.id}2`)?.usages).toEqual([]);
  });

  it('refuses a path outside the content', async () => {
    const { status, json } = await studio.api('POST', 'claims', { path: 'package.json', text: '{}' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(json.error).toBeTruthy();
  });

  it('the check names every place that still writes the old name, and the save is refused with that reason', async () => {
    const used = await firstUsed();
    const draft = renamed(used.id, `${used.id}2`);
    const check = await studio.api('POST', 'check', { path: CLAIMS, text: draft });
    const unknown = (check.json.problems as { file: string; line: number; message: string; severity?: string }[]).filter((p) => p.severity !== 'warning' && p.message.includes(`{{${used.id}}}`));
    expect([...new Set(unknown.map((p) => `${p.file}:${p.line}`))].sort()).toEqual([...new Set(used.usages.map((u) => `${u.path}:${u.line}`))].sort());
    // "Did you mean" the new name.
    expect(unknown.some((p) => p.message.includes(`{{${used.id}2}}`))).toBe(true);

    const before = text(CLAIMS);
    const { json: file } = await studio.api('GET', `file?path=${CLAIMS}`);
    const save = await studio.api('POST', 'save', { path: CLAIMS, text: draft, baseHash: file.hash });
    expect(save.status).toBe(422);
    expect(save.json.error).toMatch(/^Not saved: /);
    expect(save.json.error).toContain(`{{${used.id}}}`);
    expect(text(CLAIMS)).toBe(before);
  });
});
