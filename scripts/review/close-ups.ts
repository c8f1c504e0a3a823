import type { Box } from './boxes.ts';

/** Room around a changed region in its close-up, and the most a close-up shows. */
const MARGIN = 32;
const MAX_HEIGHT = 640;
const MAX_CLOSE_UPS = 4;

/**
 * The regions to show close up: the largest few boxes, top to bottom, each with some of its
 * surroundings, cut to a readable height (a region taller than that is seen in the whole picture).
 */
export function closeUpRegions(boxes: readonly Box[], width: number, height: number): Box[] {
  const largest = [...boxes].sort((a, b) => b.width * b.height - a.width * a.height || a.y - b.y).slice(0, MAX_CLOSE_UPS);
  return largest
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((b) => {
      const x = Math.max(0, b.x - MARGIN);
      const y = Math.max(0, b.y - MARGIN);
      return { x, y, width: Math.min(width, b.x + b.width + MARGIN) - x, height: Math.min(height - y, b.height + 2 * MARGIN, MAX_HEIGHT) };
    });
}
