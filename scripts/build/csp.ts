/**
 * The Content-Security-Policy of a page, from what the build knows about it: the blocks it renders
 * (the booking form talks to the webhook, the blog to Supabase), the pictures its final HTML uses,
 * and the site's settings (the assistant widget) and environment. Nothing here is hand-maintained.
 */

export const DIRECTIVES = [
  'default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'media-src', 'frame-src',
  'object-src', 'base-uri', 'form-action', 'frame-ancestors',
] as const;
export type Directive = (typeof DIRECTIVES)[number];
export type Policy = Record<Directive, string[]>;

/** Cloudflare Turnstile: its script and its challenge frame come from here. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/** What the environment and site settings contribute. Origins are `scheme://host[:port]`. */
export interface CspSettings {
  /** The assistant widget (absent when it is switched off). */
  widget?: { script: string; style: string; origins: string[] };
  /** Where bookings are posted. */
  webhook?: string;
  /** The live blog backend (absent when the embedded posts are used). */
  supabase?: string;
  /** Turnstile is configured (VITE_TURNSTILE_SITE_KEY). */
  turnstile: boolean;
}

/** What a page needs beyond the common policy. */
export interface PageNeeds {
  booking: boolean;
  blog: boolean;
  /** Origins of the pictures the page shows (not 'self'). */
  images: string[];
}

/** Block types that talk to something: the booking form posts bookings, the blog reads posts. */
const BOOKING_BLOCKS = new Set(['booking-form']);
const BLOG_BLOCKS = new Set(['blog-list', 'blog-article']);

export const needsOf = (blockTypes: readonly string[], images: readonly string[]): PageNeeds => ({
  booking: blockTypes.some((t) => BOOKING_BLOCKS.has(t)),
  blog: blockTypes.some((t) => BLOG_BLOCKS.has(t)),
  images: [...images],
});

/** `https://host:port` of an absolute http(s) URL; null for site paths and anything else. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const uniq = (values: (string | null | undefined | false)[]): string[] => [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

/**
 * The page's policy. Scripts only from the site and the widget (no inline code, no eval); styles may
 * be inline because each page inlines its CSS for the first paint and React writes style attributes
 * (CSS cannot run script); plugins, <base> and framing by other sites are off; forms post nowhere.
 */
export function policyFor(needs: PageNeeds, settings: CspSettings): Policy {
  const w = settings.widget;
  const turnstile = needs.booking && settings.turnstile && TURNSTILE_ORIGIN;
  const supabase = needs.blog && settings.supabase;
  const frames = uniq([...(w?.origins ?? []), turnstile]);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...uniq([w?.script, turnstile])],
    'style-src': ["'self'", "'unsafe-inline'", ...uniq([w?.style])],
    'img-src': ["'self'", ...uniq([...needs.images, supabase, ...(w?.origins ?? [])])],
    'font-src': ["'self'", ...uniq(w?.origins ?? [])],
    'connect-src': ["'self'", ...uniq([...(w?.origins ?? []), supabase, needs.booking && settings.webhook])],
    'media-src': ["'self'", ...uniq(w?.origins ?? [])],
    'frame-src': frames.length ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Every source any of the policies allows, directive by directive ('none' only where all say so). */
export function unionPolicy(policies: readonly Policy[]): Policy {
  const out = {} as Policy;
  for (const d of DIRECTIVES) {
    const all = new Set(policies.flatMap((p) => p[d]));
    if (all.size > 1) all.delete("'none'");
    // Keep the keywords first, as written, then the origins in order.
    out[d] = [...all].sort((a, b) => Number(b.startsWith("'")) - Number(a.startsWith("'")) || (a.startsWith("'") ? 0 : a.localeCompare(b)));
  }
  return out;
}

export const serializePolicy = (policy: Policy): string => DIRECTIVES.map((d) => `${d} ${policy[d].join(' ')}`).join('; ');
