import type { LogoStripBlock } from '../../generated/content.ts';
import type { BlockScript } from '../registry.ts';

/**
 * Replaces each logo in the strip that fails to load, or loads with no size, by the provider's name
 * (the hidden .logo-strip__name beside it in the markup). A picture may have failed before this
 * runs, so each is checked at once too. Returns a function that stops listening. No React: a built
 * page runs this alone.
 */
export function startLogoFallbacks(root: Element): () => void {
  const stops: (() => void)[] = [];
  for (const img of root.querySelectorAll<HTMLImageElement>('.logo-strip__item img')) {
    const fail = () => {
      const name = img.parentElement?.querySelector<HTMLElement>('.logo-strip__name');
      if (!name) return;
      name.hidden = false;
      img.remove();
    };
    if (img.complete && img.naturalWidth === 0) {
      fail();
      continue;
    }
    const onLoad = () => img.naturalWidth === 0 && fail();
    img.addEventListener('error', fail);
    img.addEventListener('load', onLoad);
    stops.push(() => {
      img.removeEventListener('error', fail);
      img.removeEventListener('load', onLoad);
    });
  }
  return () => stops.forEach((stop) => stop());
}

const start: BlockScript<LogoStripBlock> = (root) => startLogoFallbacks(root);
export default start;
