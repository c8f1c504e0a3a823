import pictures from 'virtual:pictures';
import { SLOTS, type SlotName } from './slots.ts';
import { variantSrcSet, type PictureManifest } from './variants.ts';

const known: PictureManifest = pictures;

export interface PictureProps {
  src: string;
  alt: string;
  slot: SlotName;
  /**
   * `lcp`: the page's largest picture, fetched first (fetchpriority="high") and never lazily;
   * `lazy`: below the fold, fetched when about to be seen.
   */
  load: 'lcp' | 'lazy';
  className?: string;
  title?: string;
  /** The height to reserve, for 1200 px of width, when the build does not know the picture (a remote address): a cover's 630 by default. */
  fallbackHeight?: number;
}

/**
 * A content picture. One the build knows (a file of content/public) comes as a <picture> of AVIF
 * and WebP variants at the widths its slot needs, with its own width and height so that its space
 * is kept before it loads; any other (a live post's remote address) is the one file it names.
 * The same markup on the server and in the browser: the manifest is in both bundles.
 */
export function Picture({ src, alt, slot, load, className, title, fallbackHeight = 630 }: PictureProps) {
  const facts = Object.hasOwn(known, src) ? known[src] : undefined;
  const loading = load === 'lcp' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const img = <img className={className} src={src} alt={alt} title={title} width={facts?.[0] ?? 1200} height={facts?.[1] ?? fallbackHeight} {...loading} decoding="async" />;
  if (!facts) return img;
  const sizes = SLOTS[slot];
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcSet(facts, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(facts, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
