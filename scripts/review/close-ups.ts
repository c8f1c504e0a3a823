import type { Box } from './boxes.ts';

/** Room around a changed region in its close-up, and the most a close-up shows. */
const MARGIN = 32;
const MAX_HEIGHT = 640;
const MAX_CLOSE_UPS = 4;

const meets = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box widened to every text it cuts into, so no word is cut in half ("from 4" of "from 40 hours"). */
function withWholeTexts(b: Box, texts: readonly Box[]): Box {
  let [x1, y1, x2, y2] = [b.x, b.y, b.x + b.width, b.y + b.height];
  for (const t of texts) {
    if (!meets(b, t)) continue;
    [x1, y1, x2, y2] = [Math.min(x1, t.x), Math.min(y1, t.y), Math.max(x2, t.x + t.width), Math.max(y2, t.y + t.height)];
  }
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
}

/**
 * The regions to show close up: the largest few boxes, top to bottom, each widened to the texts it
 * touches (`texts`: each text's box on the page) and with some of its surroundings, cut to a
 * readable height (a region taller than that is seen in the whole picture).
 */
export function closeUpRegions(boxes: readonly Box[], width: number, height: number, texts: readonly Box[] = []): Box[] {
  const largest = [...boxes].sort((a, b) => b.width * b.height - a.width * a.height || a.y - b.y).slice(0, MAX_CLOSE_UPS);
  return largest
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((box) => {
      const b = withWholeTexts(box, texts);
      const x = Math.max(0, b.x - MARGIN);
      const y = Math.max(0, b.y - MARGIN);
      return { x, y, width: Math.min(width, b.x + b.width + MARGIN) - x, height: Math.min(height - y, b.height + 2 * MARGIN, MAX_HEIGHT) };
    });
}
