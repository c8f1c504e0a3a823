/**
 * The brand's raster logo, made at build from content/public/favicon.svg (scripts/build/brand-logo.ts):
 * search engines want an Organization logo as a raster of at least 112 px, not an SVG.
 */
export const BRAND_LOGO = { path: '/brand/logo.png', size: 256 } as const;

/**
 * The site's own country, resolved in Node when the bundles are made (scripts/vite/content-plugin.ts).
 * With it a built page never loads the runtime's region names: on a phone's CPU that alone is a 30 ms
 * task, inside a blog post's hydration (which says its head again, publisher included). Only a cache:
 * any other name (a city changed in the Studio's preview, the dev server) is looked up as below.
 */
declare const __KNOWN_COUNTRIES__: Record<string, string | null> | undefined;
const known: Record<string, string | null> = typeof __KNOWN_COUNTRIES__ === 'object' ? __KNOWN_COUNTRIES__ : {};

/** "Kolkata, India" → its locality and country (the country is the locality when only one is named). */
export function addressParts(city: string): { locality: string | undefined; country: string } {
  const [locality, country] = city.split(',').map((s) => s.trim());
  return { locality, country: country ?? locality ?? '' };
}

let byName: Map<string, string> | undefined;

/** Every current region code by its English name, lower-cased, from the runtime's own region names. */
function regionCodes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters)
    for (const b of letters) {
      // Old codes (UK, BU) name the same country as their current ones (GB, MM): only current codes count.
      const current = Intl.getCanonicalLocales(`und-${a}${b}`)[0] === `und-${a}${b}`;
      const said = current ? names.of(a + b) : undefined;
      if (said) byName.set(said.toLowerCase(), a + b);
    }
  return byName;
}

/**
 * The ISO 3166-1 code of a country named in English ("India" → "IN"), as schema.org's
 * addressCountry expects; a name already given as a code is kept. Undefined when unknown.
 * The names come from the runtime's own region names, so no list is kept here.
 */
export function countryCode(name: string): string | undefined {
  const wanted = name.trim();
  if (/^[A-Z]{2}$/.test(wanted)) return wanted;
  const key = wanted.toLowerCase();
  // null: the build found no code for it either.
  if (Object.hasOwn(known, key)) return known[key] ?? undefined;
  return regionCodes().get(key);
}

/** What the bundles are handed for a site based in `city` (see `known` above): its country's code, or null, by name. */
export function knownCountries(city: string): Record<string, string | null> {
  const { country } = addressParts(city);
  return { [country.toLowerCase()]: countryCode(country) ?? null };
}
