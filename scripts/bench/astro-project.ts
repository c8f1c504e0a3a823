import { parse } from 'yaml';

// The Astro site `npm run bench -- --peer astro` builds: the same YAML pages as ours, read and parsed by
// Astro at build time, one component per shared block type giving the same HTML as src/blocks/ (no
// styles, no scripts: those are ours alone, so the peer is given the lighter job).

/** Each figure's and fact's words by id, from content/claims.yaml, for `{{id}}` in the pages. */
export function claimValues(claimsYaml: string): Record<string, string> {
  const doc = (parse(claimsYaml) ?? {}) as Record<string, Record<string, { value: unknown }> | undefined>;
  const out: Record<string, string> = {};
  for (const group of [doc.figures, doc.facts]) for (const [id, claim] of Object.entries(group ?? {})) out[id] = String(claim.value);
  return out;
}

const layout = `---
const { title, description } = Astro.props;
---
<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>{title}</title><meta name="description" content={description} /></head>
  <body><main id="main"><slot /></main></body>
</html>
`;

const section = `---
const { id, eyebrow, heading, intro, background = 'default', className } = Astro.props;
---
<section id={id} class={'section' + (background === 'default' ? '' : ' section--' + background) + (className ? ' ' + className : '')}>
  <div class="container">
    {(eyebrow || heading || intro) && (
      <div class="section-head">{eyebrow && <p class="eyebrow">{eyebrow}</p>}{heading && <h2>{heading}</h2>}{intro && <p>{intro}</p>}</div>
    )}
    <slot />
  </div>
</section>
`;

const hero = `---
const { eyebrow, headline, rotating, text, primary, secondary, points } = Astro.props;
---
<section class="hero">
  <div class="container hero__inner">
    {eyebrow && <p class="hero__eyebrow">{eyebrow}</p>}
    <h1 class="hero__title">{headline}</h1>
    {rotating && rotating.length > 0 && <p class="hero__typed"><span>{rotating[0]}</span></p>}
    {text && <p class="hero__text">{text}</p>}
    {(primary || secondary) && (
      <div class="hero__actions">
        {primary && <a class="button button--primary button--large" href={primary.href}>{primary.label}<span aria-hidden="true" class="hero__arrow">→</span></a>}
        {secondary && <a class="button button--secondary button--large" href={secondary.href}>{secondary.label}</a>}
      </div>
    )}
    {points && points.length > 0 && (
      <ul class="hero__points" role="list">
        {points.map((p) => <li><svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M20 6 9 17l-5-5" /></svg>{p}</li>)}
      </ul>
    )}
  </div>
</section>
`;

const stats = `---
import Section from './Section.astro';
const { eyebrow, heading, intro, background, items, note } = Astro.props;
---
<Section eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="stats">
  <dl class="stats__grid" data-count={items.length}>
    {items.map((item) => (
      <div class="stats__item">
        <dt class="stats__label">{item.label}</dt>
        <dd class="stats__value"><span class="stats__count" aria-hidden="true">{(item.prefix ?? '') + item.value + (item.suffix ?? '')}</span><span class="visually-hidden">{(item.prefix ?? '') + item.value + (item.suffix ?? '')}</span></dd>
      </div>
    ))}
  </dl>
  {note && <p class="stats__note">{note}</p>}
</Section>
`;

const cardGrid = `---
import Section from './Section.astro';
const { id, eyebrow, heading, intro, background, columns = 3, variant = 'plain', cards, note } = Astro.props;
const Title = heading ? 'h3' : 'h2';
---
<Section id={id} eyebrow={eyebrow} heading={heading} intro={intro} background={background} className="card-grid">
  <ul class={'card-grid__list card-grid__list--cols-' + columns} role="list">
    {cards.map((card) => (
      <li class={'card card--' + variant}>
        {card.icon && <span class="card__icon"><svg class="icon" width="24" height="24" aria-hidden="true" focusable="false"><use href={'#icon-' + card.icon} /></svg></span>}
        {card.label && <p class="card__label">{card.label}</p>}
        <Title class="card__title">{card.title}</Title>
        <p class="card__text">{card.text}</p>
        {card.metrics && card.metrics.length > 0 && <dl class="card__metrics">{card.metrics.map((m) => <div class="card__metric"><dt>{m.label}</dt><dd>{m.value}</dd></div>)}</dl>}
        {card.points && card.points.length > 0 && <ul class="card__points">{card.points.map((p) => <li>{p}</li>)}</ul>}
        {card.link && <a class="card__link" href={card.link.href}>{card.link.label}<span class="visually-hidden">: {card.title}</span><span aria-hidden="true"> →</span></a>}
      </li>
    ))}
  </ul>
  {note && <p class="card-grid__note">{note}</p>}
</Section>
`;

const cta = `---
const { heading, text, button, points } = Astro.props;
---
<section class="cta section">
  <div class="container cta__panel">
    <h2 class="cta__heading">{heading}</h2>
    {text && <p class="cta__text">{text}</p>}
    <a class="button button--primary cta__button" href={button.href}>{button.label}</a>
    {points && points.length > 0 && <ul class="cta__points">{points.map((p) => <li>{p}</li>)}</ul>}
  </div>
</section>
`;

// Every page is a YAML file under pages/, read, given its claims and parsed while Astro renders it: the work our build does.
const route = `---
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import claims from '../claims.json';
import Layout from '../blocks/Layout.astro';
import Hero from '../blocks/Hero.astro';
import Stats from '../blocks/Stats.astro';
import CardGrid from '../blocks/CardGrid.astro';
import Cta from '../blocks/Cta.astro';

export function getStaticPaths() {
  const dir = path.join(process.cwd(), 'pages');
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => ({ params: { slug: f.slice(0, -'.yaml'.length) } }));
}
const file = path.join(process.cwd(), 'pages', Astro.params.slug + '.yaml');
const text = readFileSync(file, 'utf8').replace(/\\{\\{([a-z0-9-]+)\\}\\}/g, (_, id) => claims[id]);
const page = parse(text);
const blocks = { hero: Hero, stats: Stats, 'card-grid': CardGrid, cta: Cta };
---
<Layout title={page.seo.title} description={page.seo.description}>
  {page.blocks.map((block) => { const Block = blocks[block.type]; return <Block {...block} />; })}
</Layout>
`;

const config = `import { defineConfig, passthroughImageService } from 'astro/config';

// No pictures on these pages; the passthrough service needs no sharp. The caches live in the project (node_modules is
// the shared install, linked), so each fresh project builds from cold.
export default defineConfig({
  output: 'static',
  cacheDir: './cache',
  vite: { cacheDir: './cache/vite' },
  image: { service: passthroughImageService() },
  devToolbar: { enabled: false },
});
`;

/**
 * The Astro project's files by path: configuration, the layout, one component per shared block type,
 * the route that reads pages/<slug>.yaml, and the pages themselves (`pages`: slug → YAML, as ours).
 */
export function astroProject(pages: Record<string, string>, claims: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'bench-astro-site', private: true, type: 'module' }, null, 2) + '\n',
    'astro.config.mjs': config,
    'src/claims.json': JSON.stringify(claims, null, 2) + '\n',
    'src/blocks/Layout.astro': layout,
    'src/blocks/Section.astro': section,
    'src/blocks/Hero.astro': hero,
    'src/blocks/Stats.astro': stats,
    'src/blocks/CardGrid.astro': cardGrid,
    'src/blocks/Cta.astro': cta,
    'src/pages/[...slug].astro': route,
  };
  for (const [slug, text] of Object.entries(pages)) {
    if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`"${slug}" cannot be a page's file name: use a-z, 0-9 and -`);
    files[`pages/${slug}.yaml`] = text;
  }
  return files;
}
