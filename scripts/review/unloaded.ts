/**
 * A difference where a picture did not load (in either version) is the camera's, not the change's:
 * the changed cells inside such a picture are left out before they are boxed and counted.
 */
import type { Box } from './boxes.ts';

const inside = (x: number, y: number, b: Box) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;

/** The changed cells (row * columns + column, `cell` pixels each) whose centre is in no unloaded picture. */
export function cellsOutside(cells: readonly number[], columns: number, cell: number, unloaded: readonly Box[]): number[] {
  if (!unloaded.length) return [...cells];
  return cells.filter((i) => {
    const [cx, cy] = [(i % columns) * cell + cell / 2, Math.floor(i / columns) * cell + cell / 2];
    return !unloaded.some((b) => inside(cx, cy, b));
  });
}
