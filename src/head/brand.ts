/**
 * The brand's raster logo, made at build from content/public/favicon.svg (scripts/build/brand-logo.ts):
 * search engines want an Organization logo as a raster of at least 112 px, not an SVG.
 */
export const BRAND_LOGO = { path: '/brand/logo.png', size: 256 } as const;

let byName: Map<string, string> | undefined;

/**
 * The ISO 3166-1 code of a country named in English ("India" → "IN"), as schema.org's
 * addressCountry expects; a name already given as a code is kept. Undefined when unknown.
 * The names come from the runtime's own region names, so no list is kept here.
 */
export function countryCode(name: string): string | undefined {
  const wanted = name.trim();
  if (/^[A-Z]{2}$/.test(wanted)) return wanted;
  if (!byName) {
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
  }
  return byName.get(wanted.toLowerCase());
}
