import { describe, expect, it } from 'vitest';
import type { ReviewOutcome } from '../../scripts/review/review.ts';
import { headingOf, pageLead, summaryLine } from '../../scripts/review/report/words.ts';
import { summaryMarkdown } from '../../scripts/review/summary-markdown.ts';
import { fixtureRepo, pagesOf, reportOf } from './support.ts';

// Each scenario is one commit on a branch of the fixture repository (global-setup.ts: the lantern
// site of tests/fixtures/review); every review compares it with main, built once for all of them.
const repo = fixtureRepo();
const branches = repo.branches;

const sentencesOf = (outcome: ReviewOutcome, route: string) =>
  reportOf(outcome)
    .report.groups.flatMap((g) => g.pages)
    .find((p) => p.route === route)!.words;

describe('the review of a change', () => {
  it('a headline edit: exactly that page, in words, with pictures that differ at both widths', async () => {
    const outcome = reportOf(await repo.review(branches.headline));
    expect(pagesOf(outcome)).toEqual(['changed /']);
    expect(sentencesOf(outcome, '/')).toEqual(['Home › Hero › Headline: "…up every street" → "…up every harbour"']);
    const [page] = outcome.report.groups[0]!.pages;
    expect(page!.lookOnly).toBe(false);
    expect(page!.pictures.map((w) => [w.width, w.changedPixels > 0, w.boxes.length > 0, !!w.before, !!w.after, w.closeUps.length > 0])).toEqual([
      [375, true, true, true, true, true],
      [1280, true, true, true, true, true],
    ]);
    expect(outcome.report.unchanged).toBe(3);
  });

  it('a claim edit: the claim named with its old and new value, every page that shows it, and annotations at its line', async () => {
    const outcome = reportOf(await repo.review(branches.claim));
    expect(pagesOf(outcome)).toEqual(['changed /', 'changed /services']);
    const sentence = 'Figures and facts › Lamps lit for customers: "12K" → "15K"';
    expect(outcome.report.claims).toEqual([
      { sentence, file: 'content/claims.yaml', line: 4, shownOn: [expect.objectContaining({ name: 'Home', route: '/' }), expect.objectContaining({ name: 'Services', route: '/services' })] },
    ]);
    expect(sentencesOf(outcome, '/')).toEqual([sentence]);
    expect(sentencesOf(outcome, '/services')).toEqual([sentence]);
    expect(outcome.annotations).toEqual([`::notice file=content/claims.yaml,line=4,title=Figures and facts::${sentence} (shown on Home and Services)`]);
    // Both pages pictured at both widths, the change framed.
    for (const page of outcome.report.groups.flatMap((g) => g.pages)) expect(page.pictures.map((w) => w.boxes.length > 0)).toEqual([true, true]);
    const markdown = summaryMarkdown(outcome.report, 'See the report.');
    expect(markdown).toContain(`${sentence.replace(/[>"]/g, (m) => m)} (line 4) — shown on Home, Services`);
  });

  it('a menu label in the site settings: every page, told once', async () => {
    const outcome = reportOf(await repo.review(branches.menu, { pictures: false }));
    // Every page once; the order the report lists them in is not what this test is about.
    expect(pagesOf(outcome).sort()).toEqual(['changed /', 'changed /404', 'changed /about', 'changed /services']);
    const sentence = 'Site settings › Navigation bar › Link 2 › Label: "Our team" → "The team"';
    expect(outcome.report.everyPage).toEqual([sentence]);
    // The page the menu link names also shares a new card (its section is the label): it is grouped apart,
    // with that change to what it shares; every page is still told once, with no words of its own.
    const pages = outcome.report.groups.flatMap((g) => g.pages);
    expect(pages.map((p) => p.words)).toEqual([[], [], [], []]);
    expect(pages.every((p) => p.everyPage)).toBe(true);
    expect(outcome.report.groups.length).toBeLessThanOrEqual(2);
    const apart = outcome.report.groups.slice(1).flatMap((g) => g.pages);
    expect(apart.every((p) => p.head.some((h) => h.includes('image:alt')))).toBe(true);
    const markdown = summaryMarkdown(outcome.report, '');
    expect(markdown.split('Navigation bar').length - 1).toBe(2); // "On every page" and the file's list, never per page
  });

  it('a new page: listed as new, nothing else changed', async () => {
    const outcome = reportOf(await repo.review(branches.page, { pictures: false }));
    expect(pagesOf(outcome)).toEqual(['added /contact']);
    const page = outcome.report.groups[0]!.pages[0]!;
    expect(page.name).toBe('Contact');
    expect(page.words).toEqual(['Contact: new page at /contact']);
    expect(page.search?.after).toEqual({ title: 'Contact | Lantern Review Works', url: 'lantern.fixture.example › contact', description: 'How to reach the lantern workshop.' });
  });

  it('a comment: no visible change, in one line', async () => {
    const outcome = reportOf(await repo.review(branches.comment, { pictures: false }));
    expect(outcome.report.noVisibleChange).toBe(true);
    expect(outcome.report.groups).toEqual([]);
    expect(summaryMarkdown(outcome.report, '')).toContain('**No visible change.**');
  });

  it('a CSS change to one block: the pages that use it, pictures that differ, no text change', async () => {
    const outcome = reportOf(await repo.review(branches.css));
    expect(pagesOf(outcome)).toEqual(['changed /', 'changed /services']);
    for (const page of outcome.report.groups.flatMap((g) => g.pages)) {
      expect(page.lookOnly).toBe(true);
      expect(page.words).toEqual([]);
      expect(page.texts).toEqual([]);
      expect(page.pictures.map((w) => w.changedPixels > 0)).toEqual([true, true]);
    }
    expect(outcome.report.scriptsOnly).toEqual([]);
  });

  it('a moved page: told as a move, its old address forwards; pages whose links now go straight there are not listed', async () => {
    const outcome = reportOf(await repo.review(branches.moved, { pictures: false }));
    expect(pagesOf(outcome)).toEqual(['added /team']);
    const page = outcome.report.groups[0]!.pages[0]!;
    expect(page.movedFrom).toBe('/about');
    expect(pageLead(page)).toEqual([expect.stringMatching(/^[^:]+: now at \/team; the old address \(\/about\) forwards$/)]);
    expect(headingOf(page)).toMatch(/, moved$/);
    expect(outcome.report.everyPage).toEqual([]);
    expect(summaryLine(outcome.report)).toBe('1 page moved, 3 pages unchanged.');
    const markdown = summaryMarkdown(outcome.report, '');
    expect(markdown).not.toContain('This page is gone');
    expect(markdown).not.toContain('new page');
    expect(markdown).not.toContain('page removed');
  });

  it('a change that fails validation gets the validate messages, not a report', async () => {
    const outcome = await repo.review(branches.broken);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.messages.join('\n')).toContain('content/pages/about.yaml:6:5');
    expect(outcome.messages.join('\n')).toContain('Did you mean "headline"?');
  });

  it('two reviews of the same commits give the same report', async () => {
    const [first, second] = [reportOf(await repo.review(branches.headline)), reportOf(await repo.review(branches.headline))];
    expect(second.timings.buildMs.baseReused).toBe(true);
    expect(JSON.stringify(second.report)).toBe(JSON.stringify(first.report));
    expect([...second.pictures.keys()]).toEqual([...first.pictures.keys()]);
  });
});
