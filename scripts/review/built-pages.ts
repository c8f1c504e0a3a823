/**
 * The one place the review learns what a build made: its pages (address, HTML file, first-load
 * JavaScript) from the build's own records beside dist/, never from dist/'s folder layout, which
 * changes with the hosts the site is made for. A build without its report (an old commit) is read
 * from its sitemap plus the 404 page.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { buildInfoDir } from '../build/build-info.ts';
import { withoutAssetHashes, withoutFileHashes } from './normalise.ts';

export interface BuiltPage {
  /** The address: "/", "/about", "/404" for the not-found page. */
  route: string;
  /** The page's HTML file, absolute. */
  file: string;
  /** First-load JavaScript, gzipped bytes (undefined when the build did not record it). */
  js?: number;
  /** The JavaScript files of the first load, as the build names them (their names change with their content). */
  jsFiles: string[];
}

interface ReportLine {
  path?: unknown;
  route?: unknown;
  file?: unknown;
  js?: unknown;
  jsFiles?: unknown;
}

/** Shells that serve addresses unknown at build time (/blog/_fallback) are not pages of their own. */
const isShell = (route: string) => route.split('/').some((part) => part.startsWith('_'));

const fromReport = (dist: string, lines: ReportLine[]): BuiltPage[] =>
  lines.flatMap((line) => {
    const route = typeof line.path === 'string' ? line.path : typeof line.route === 'string' ? line.route : undefined;
    if (!route || typeof line.file !== 'string' || isShell(route)) return [];
    const jsFiles = Array.isArray(line.jsFiles) ? line.jsFiles.filter((f): f is string => typeof f === 'string') : [];
    return [{ route, file: path.join(dist, line.file), ...(typeof line.js === 'number' && { js: line.js }), jsFiles }];
  });

/** An address's HTML file in either layout hosts use (about.html or about/index.html). */
function fileOfAddress(dist: string, route: string): string | undefined {
  const base = route.replace(/\/$/, '');
  return [path.join(dist, `${base || '/index'}.html`), path.join(dist, base, 'index.html')].find((f) => existsSync(f));
}

function fromSitemap(dist: string): BuiltPage[] {
  const sitemap = path.join(dist, 'sitemap.xml');
  const routes = existsSync(sitemap) ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname) : [];
  const pages = routes.flatMap((route) => {
    const file = fileOfAddress(dist, route);
    return file ? [{ route, file, jsFiles: [] }] : [];
  });
  if (existsSync(path.join(dist, '404.html'))) pages.push({ route: '/404', file: path.join(dist, '404.html'), jsFiles: [] });
  return pages;
}

/** Every page of a build, in the build's order. */
export function builtPages(dist: string): BuiltPage[] {
  const report = path.join(buildInfoDir(dist), 'build-report.json');
  if (existsSync(report)) return fromReport(dist, JSON.parse(readFileSync(report, 'utf8')) as ReportLine[]);
  return fromSitemap(dist);
}

const fingerprints = new Map<string, string>();

/**
 * What a page's first-load scripts do, as a hash of their code with built file names made plain:
 * a chunk's name and the names inside it change whenever anything it imports changes (a block's
 * CSS, say), its code does not.
 */
export function scriptsFingerprint(dist: string, page: BuiltPage): string {
  const hash = createHash('sha256');
  for (const name of [...page.jsFiles].sort((a, b) => withoutAssetHashes(`/${a}`).localeCompare(withoutAssetHashes(`/${b}`)))) {
    const file = path.join(dist, name);
    let one = fingerprints.get(file);
    if (!one) fingerprints.set(file, (one = createHash('sha256').update(withoutFileHashes(existsSync(file) ? readFileSync(file, 'utf8') : name)).digest('hex')));
    hash.update(one);
  }
  return hash.digest('hex');
}

/** A page's HTML, gzipped, in bytes: what a visitor downloads first. */
export const htmlBytes = (page: BuiltPage): number => gzipSync(readFileSync(page.file)).length;

/** Whether the build serves a file (a picture, the favicon) at this address, beside its pages. */
export function servesFile(dist: string, address: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(address.split(/[?#]/)[0]!);
  } catch {
    return false;
  }
  const file = path.resolve(dist, `.${decoded}`);
  if (!file.startsWith(path.resolve(dist) + path.sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}
