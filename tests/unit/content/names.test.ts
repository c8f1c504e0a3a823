import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentKind, fileName, pageName, postName, shortened, titleHead } from '../../../scripts/content/names.ts';
import { placesOf } from '../../../scripts/content/changes/index.ts';
import { loadChangeSchemas } from '../../../scripts/content/schemas.ts';

// How places are named, on inline data: the words are the tests' own, never the site's.
const schemas = loadChangeSchemas(path.resolve(import.meta.dirname, '../../../schemas'));
const site = {
  navigation: { links: [{ label: 'Work', href: '/work' }], button: { label: 'Call us', href: '/contact' } },
  footer: { company: [{ label: 'Our story', href: '/story/' }, { label: 'Work archive', href: '/work' }] },
};

describe('pages are named as readers know them', () => {
  it('/ is Home; else the menu label, then the footer, then the button, then the title, then the address', () => {
    expect(pageName('/', site)).toBe('Home');
    expect(pageName('/work', site)).toBe('Work');
    expect(pageName('/story', site)).toBe('Our story');
    expect(pageName('/contact', site)).toBe('Call us');
    expect(pageName('/prices', site, { seo: { title: 'Prices and plans | Studio' } })).toBe('Prices and plans');
    expect(pageName('/about', site, { seo: { title: 'About: who we are | Studio' } })).toBe('About');
    expect(pageName('/prices', site, { seo: { title: 'From {{price}} | Studio' } })).toBe('/prices');
    expect(pageName('/prices')).toBe('/prices');
  });

  it('names the pages that are templates for what they are', () => {
    expect(pageName('*', site)).toBe('Page not found');
    expect(pageName('/blog/:slug', site)).toBe('Blog post page (every post)');
  });

  it('names every kind of content file', () => {
    expect(contentKind('content/pages/a/b.yaml')).toBe('page');
    expect(contentKind('content/blog/x.md')).toBe('post');
    expect(contentKind('content/public/x.png')).toBeUndefined();
    expect(fileName('content/site.yaml', {})).toBe('Site settings');
    expect(fileName('content/claims.yaml', {})).toBe('Figures and facts');
    expect(fileName('content/pages/work.yaml', {}, { site })).toBe('Work');
    expect(postName({ title: 'Launch: the whole story' })).toBe('Blog post "Launch"');
    expect(postName({}, 'content/blog/first-steps.md')).toBe('Blog post "first-steps"');
    expect(titleHead('One – Two')).toBe('One');
    expect(shortened('A heading that goes on and on well past any sensible length')).toBe('A heading that goes on and on well past…');
  });
});

describe('places inside a file', () => {
  const page = {
    seo: { title: 'T', description: 'D' },
    blocks: [
      { type: 'hero', headline: 'H' },
      { type: 'card-grid', heading: 'Our services', cards: [{ title: 'a' }, { title: 'b' }] },
      { type: 'card-grid', cards: [{ title: 'c' }] },
      { type: 'cta', heading: 'Go' },
    ],
  };
  const places = placesOf('content/pages/work.yaml', 'page', page, schemas, site);

  it('sections by their kind; with several of a kind, by heading or number', () => {
    expect(places.segments(['blocks', 0, 'headline'])).toEqual(['Work', 'Hero', 'Headline']);
    expect(places.where(['blocks', 1, 'cards', 1, 'title'])).toBe('Work › Card grid (Our services) › Card 2 › Title');
    expect(places.where(['blocks', 2, 'cards', 0])).toBe('Work › Card grid 2 › Card 1');
    expect(places.where(['blocks', 3, 'button', 'href'])).toBe('Work › Call to action › Button › Link target');
    expect(places.where(['seo', 'title'])).toBe('Work › Search and sharing › Page title');
    expect(places.where([])).toBe('Work');
  });

  it('site settings lists by their entries, claims by what they are about (else their id)', () => {
    const settings = placesOf('content/site.yaml', 'site', site, schemas, site);
    expect(settings.where(['navigation', 'links', 0, 'label'])).toBe('Site settings › Navigation bar › Link 1 › Label');
    expect(settings.where(['footer', 'company', 1])).toBe('Site settings › Footer › Company list › Company link 2');
    const claims = { figures: { rows: { value: '1K', about: 'Rows searched (the number only)' } }, facts: { mail: { value: 'a@b.c' } } };
    const named = placesOf('content/claims.yaml', 'claims', claims, schemas, site);
    expect(named.where(['figures', 'rows', 'as_of'])).toBe('Figures and facts › Rows searched › As of');
    expect(named.where(['facts', 'mail'])).toBe('Figures and facts › Fact "mail"');
  });
});
