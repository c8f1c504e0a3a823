import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { claimUsages } from '../../../scripts/content/claims/index.ts';
import { claimValues, whereClaimIsShown } from '../../../scripts/content/changes/index.ts';
import { loadContent } from '../../../scripts/content/load.ts';
import { changesOf, FIXTURE, PROJECT, replace, schemas, sentences, textOf } from './support.ts';

const CLAIMS = 'content/claims.yaml';

describe('site settings and claims in words', () => {
  it('a menu label is one change of the site settings', () => {
    expect(sentences(changesOf('content/site.yaml', (t) => replace(t, '{ label: Journal, href: /blog/launch-day }', '{ label: Notebook, href: /blog/launch-day }')))).toEqual([
      '10  Site settings › Navigation bar › Link 2 › Label: "Journal" → "Notebook"',
    ]);
  });

  it('a claim\'s new value is one change, named by what the claim is about', () => {
    const changes = changesOf(CLAIMS, (t) => replace(t, 'value: 400K', 'value: 1.2M'));
    expect(sentences(changes)).toEqual(['4  Figures and facts › Rows of data searched: "400K" → "1.2M"']);
    expect(changes[0]).toMatchObject({ claim: 'rows-searched', path: ['figures', 'rows-searched', 'value'] });
  });

  it('lists every page that shows a changed claim, from the claims usage code', () => {
    const content = loadContent(FIXTURE, path.join(PROJECT, 'schemas'));
    const uses = claimUsages(content).find((c) => c.id === 'rows-searched')!.usedIn;
    const files = new Map<string, unknown>([
      ['content/pages/index.yaml', parse(textOf('content/pages/index.yaml'))],
      ['content/pages/services.yaml', parse(textOf('content/pages/services.yaml'))],
      ['content/blog/launch-day.md', parse(textOf('content/blog/launch-day.md').split('\n---')[0]!.replace(/^---\n/, ''))],
    ]);
    const shown = whereClaimIsShown('rows-searched', uses, { site: parse(textOf('content/site.yaml')), files, schemas, claims: content.claims.file.claims });
    expect(shown).toEqual([
      { file: 'content/pages/index.yaml', name: 'Home', route: '/', lines: [8, 12], places: ['Home › Hero › Paragraph', 'Home › Statistics › Statistic 1 › Value'] },
      { file: 'content/blog/launch-day.md', name: 'Blog post "Launch Day"', route: '/blog/launch-day', lines: [14], places: ['Blog post "Launch Day" › Article text'] },
      { file: 'content/pages/services.yaml', name: 'Services', route: '/services', lines: [6], places: ['Services › Hero › Headline'] },
    ]);
    // Without the files' data, pages are still named (by the menu) and their lines listed.
    expect(whereClaimIsShown('rows-searched', uses, { site: parse(textOf('content/site.yaml')) }).map((s) => `${s.name} ${s.lines.join(',')}`)).toEqual(['Home 8,12', 'Blog post "launch-day" 14', 'Services 6']);
  });

  it('sources, dates and renames are listed as not shown on the site; new and removed claims by value', () => {
    const changes = changesOf(CLAIMS, (t) =>
      replace(
        replace(replace(t, 'works-email:', 'contact-email:'), '  projects-done:\n    value: 30+\n    source: Fixture works list\n    as_of: 2026-01-15\n', ''),
        'source: Fixture works report',
        'source: Fixture works report, second edition',
      ).concat('  works-city:\n    value: Pune\n'),
    );
    expect(sentences(changes)).toEqual([
      '5  Figures and facts › Rows of data searched › Source: "Fixture works report" → "Fixture works report, second edition" (not shown on the site)',
      '10  Figures and facts › Fact "contact-email" › Name: "works-email" → "contact-email" (not shown on the site)',
      '12  Figures and facts › Fact "works-city": new fact "Pune"',
      '9  Figures and facts › Figure "projects-done": figure removed (it was "30+")',
    ]);
    expect(changes.map((c) => c.unseen ?? false)).toEqual([true, true, false, false]);
  });

  it('a figure renamed and given a new value in the same edit is told as a rename and its new value, not removed and new', () => {
    const changes = changesOf(CLAIMS, (t) => replace(replace(t, '  rows-searched:\n    value: 400K', '  rows-scanned:\n    value: 1.2M'), 'as_of: 2026-01-15\n    about', 'as_of: 2026-06-01\n    about'));
    const told = sentences(changes);
    expect(told).toEqual([
      '4  Figures and facts › Rows of data searched › Name: "rows-searched" → "rows-scanned" (not shown on the site)',
      '4  Figures and facts › Rows of data searched: "400K" → "1.2M"',
      '6  Figures and facts › Rows of data searched › As of: "2026-01-15" → "2026-06-01" (not shown on the site)',
    ]);
    expect(told.join('\n')).not.toMatch(/removed|new figure/);
    // Without what it is about: the same place in the list with its source kept.
    const bare = sentences(changesOf(CLAIMS, (t) => replace(t, '  projects-done:\n    value: 30+', '  projects-delivered:\n    value: 45+')));
    expect(bare.join('\n')).toMatch(/Name: "projects-done" → "projects-delivered"/);
    expect(bare.join('\n')).toMatch(/"30\+" → "45\+"/);
    expect(bare.join('\n')).not.toMatch(/removed|new figure/);
  });

  it('a figure removed and an unrelated one added in its place are told as removed and new', () => {
    const told = sentences(changesOf(CLAIMS, (t) => replace(t, '  projects-done:\n    value: 30+\n    source: Fixture works list\n    as_of: 2026-01-15\n', '  clients-won:\n    value: "12"\n    source: Sales ledger\n    as_of: 2026-03-01\n')));
    expect(told.join('\n')).toMatch(/new figure "12"/);
    expect(told.join('\n')).toMatch(/figure removed \(it was "30\+"\)/);
    expect(told.join('\n')).not.toMatch(/Name:/);
  });

  it('a page edited with a claim changed in the same edit shows the page\'s own change, not the claim\'s again', () => {
    const claims = claimValues(parse(textOf(CLAIMS)));
    const newer = claimValues(parse(replace(textOf(CLAIMS), 'value: 400K', 'value: 1.2M')));
    const changes = changesOf('content/pages/services.yaml', (t) => replace(t, 'Services built on', 'Services made on'), { claims: { before: claims, after: newer } });
    expect(sentences(changes)).toEqual(['6  Services › Hero › Headline: "Services built on 1.2M…" → "Services made on 1.2M…"']);
  });
});
