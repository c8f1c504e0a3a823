import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadContent } from '../../scripts/content/load.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseURL, hydrated, launch, open, scrollsSideways } from './harness.ts';

interface ServicePage {
  route: string;
  h1: string;
  /** Words the spec names for this page, each of which a visitor must be able to read on it. */
  mentions: RegExp[];
}

// Headlines and named items exactly as the spec gives them (section 2, "Service pages").
const PAGES: ServicePage[] = [
  { route: '/services', h1: 'AI systems that grow your business, not your headcount', mentions: [/Learn More/] },
  {
    route: '/services/bespoke-ai-chatbots',
    h1: 'Stop Losing Leads While You Sleep',
    mentions: [/Conversation flow/, /Lead qualification/, /Live handoff to a human/, /Analytics/, /Interior Design/, /Solar/, /E-commerce/,
      /Multi-language/, /CRM integration/, /Appointment scheduling/, /Behavioural triggers/, /WhatsApp/, /Instagram/, /Facebook/, /Telegram/, /Slack/, /Email/],
  },
  {
    route: '/services/ai-voice-agents',
    h1: 'Your Sales Team Just Got 10x Bigger',
    mentions: [/Natural voice conversations/, /Appointment setting/, /Call routing/, /Real Estate/, /Healthcare/, /Financial Services/,
      /Lead qualification/, /Follow-up campaigns/, /Customer surveys/, /500\s*calls per day/, /15%\s*conversion/, /75\s*leads per day/, /\$500\s*per lead/, /\$37,500\s*per day/],
  },
  {
    route: '/services/lead-generation-systems',
    h1: 'Turn Your Website Into a Lead Generation Machine',
    mentions: [/What's Broken/, /What's Possible/, /Multi-channel capture/, /Intelligent lead scoring/, /Automated nurture sequences/, /Performance analytics/,
      /Website/, /Social/, /Content/, /Paid ads/, /Referral programs/, /SaaS/, /Professional Services/, /E-commerce/, /HubSpot/, /Salesforce/, /Zoho CRM/,
      /30 days/, /Audit & Strategy/, /System Build/, /Launch & Test/, /Scale & Optimize/],
  },
  {
    route: '/services/personalized-outreach',
    h1: 'Scale Personal Touch to Enterprise Reach',
    mentions: [/Email/, /LinkedIn/, /WhatsApp/, /SMS/, /Typical results/, /Subject line/, /Opening/, /Value proposition/, /Call to action/, /GDPR/, /CAN-SPAM/, /95%\+/, /10,000/],
  },
  {
    route: '/services/social-media-management',
    h1: 'Your Brand, Everywhere, All the Time',
    mentions: [/Instagram/, /LinkedIn/, /Facebook/, /Twitter\/X/, /YouTube/, /TikTok/, /Fashion/, /Professional Services/, /Restaurants/,
      /Educational/, /Promotional/, /Behind-the-scenes/, /User-generated/, /Interactive/, /30-day trial/],
  },
  {
    route: '/services/automation-infrastructure',
    h1: 'Transform Your Business Into an Intelligent Machine',
    mentions: [/Sales/, /Marketing/, /Operations/, /Customer service/, /Financial/, /HR/, /Manufacturing/, /Healthcare/, /Financial Services/,
      /Layer 1/, /Weeks 1-2/, /Weeks 3-8/, /Weeks 9-11/, /Week 12\+/, /90 days/, /Illustrative example/],
  },
];

const root = path.resolve(import.meta.dirname, '../..');
// Loaded as the build loads it, so {{claim-id}} in a heading reads as the visitor sees it.
const content = loadContent(root);

/** The section headings the page file asks for, in order (what a visitor should find as h2s). */
function expectedSections(route: string): string[] {
  const page = content.pages.find((p) => p.route === route)!.page as { blocks: { type: string; heading?: string }[] };
  return page.blocks.filter((b) => b.type !== 'hero' && b.heading).map((b) => b.heading!);
}

const mainText = (page: Page) => page.locator('main').innerText();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(PAGES)('$route', ({ route, h1, mentions }) => {
  it('has a short title, a short description and Service JSON-LD naming the agency in the prerendered head', async () => {
    const { page } = await open(browser, route, { javaScript: false });
    expect((await page.title()).length).toBeLessThanOrEqual(60);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(160);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Service');
    expect(jsonLd.provider).toMatchObject({ '@type': 'Organization', name: 'Automata Labs' });
    await page.context().close();
  });

  it('shows its headline, every section and the spec items, with every call to action going to /strategy-call', async () => {
    const { page, problems } = await open(browser, route);
    await hydrated(page);
    expect(await page.locator('h1').allInnerTexts()).toEqual([h1]);
    const sections = await page.locator('main h2').allInnerTexts();
    for (const heading of expectedSections(route)) expect(sections).toContain(heading);
    const text = await mainText(page);
    // Case-insensitive: small labels are shown in capitals, which innerText reports as displayed.
    for (const mention of mentions) expect(text).toMatch(new RegExp(mention.source, 'i'));

    const buttons = await page.locator('main a.button').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(buttons.length).toBeGreaterThanOrEqual(2);
    expect(new Set(buttons)).toEqual(new Set(['/strategy-call']));
    if (route !== '/services') {
      const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(new Set(links)).toEqual(new Set(['/strategy-call']));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1280])('has no axe violations at %i px and does not scroll sideways', async (width) => {
    const { page } = await open(browser, route, { width });
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });
});

describe('service overview', () => {
  it('links a Learn More card to each of the six service pages', async () => {
    const { page } = await open(browser, '/services');
    await hydrated(page);
    const links = await page.locator('main a', { hasText: 'Learn More' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(PAGES.slice(1).map((p) => p.route));
    await page.context().close();
  });

  it('gives every service page its own title', async () => {
    const titles = new Set<string>();
    for (const { route } of PAGES) {
      const html = await (await fetch(baseURL() + route)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(PAGES.length);
  });
});

describe('sample figures', () => {
  it('marks the lead dashboard as sample data and gives its charts to screen readers as tables', async () => {
    const { page } = await open(browser, '/services/lead-generation-systems');
    await hydrated(page);
    const dashboard = page.getByRole('figure', { name: /Lead engine.*Sample data/ });
    await expect(dashboard.isVisible()).resolves.toBe(true);
    expect(await dashboard.locator('img').count()).toBe(0);
    const table = dashboard.getByRole('table', { name: 'Leads by source' });
    expect(await table.locator('tbody tr').allInnerTexts()).toHaveLength(6);
    await page.context().close();
  });

  it('marks the voice agent ROI and the social analytics as illustrative', async () => {
    const voice = await open(browser, '/services/ai-voice-agents');
    await hydrated(voice.page);
    await expect(voice.page.getByRole('figure', { name: 'Illustrative example' }).isVisible()).resolves.toBe(true);
    await voice.page.context().close();
    const social = await open(browser, '/services/social-media-management');
    await hydrated(social.page);
    await expect(social.page.getByRole('figure', { name: /Sample data/ }).isVisible()).resolves.toBe(true);
    await social.page.context().close();
  });
});
