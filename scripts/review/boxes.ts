/**
 * The changed regions of a picture as a few boxes: the changed cells of a grid (from the pixel
 * comparison) grouped with their neighbours up to `gap` cells apart, each group's bounds a box.
 * Written here because it is twenty lines of flood fill; no kept library draws boxes around
 * pixelmatch's output.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Grid {
  /** Indexes of changed cells, row by row (row * columns + column). */
  cells: readonly number[];
  columns: number;
  /** The cell's size in pixels. */
  cell: number;
  /** The picture's size, to keep boxes inside it. */
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box, margin: number) =>
  a.x - margin < b.x + b.width && b.x - margin < a.x + a.width && a.y - margin < b.y + b.height && b.y - margin < a.y + a.height;

const union = (a: Box, b: Box): Box => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
};

/** Boxes around groups of changed cells, top to bottom, at most `max` (the smallest merged into their nearest). */
export function changedBoxes({ cells, columns, cell, width, height }: Grid, gap = 3, max = 12): Box[] {
  const marked = new Set(cells);
  const seen = new Set<number>();
  let boxes: Box[] = [];
  for (const start of cells) {
    if (seen.has(start)) continue;
    seen.add(start);
    const queue = [start];
    let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
    while (queue.length) {
      const at = queue.pop()!;
      const [row, col] = [Math.floor(at / columns), at % columns];
      [left, top, right, bottom] = [Math.min(left, col), Math.min(top, row), Math.max(right, col), Math.max(bottom, row)];
      for (let dr = -gap; dr <= gap; dr++) {
        for (let dc = -gap; dc <= gap; dc++) {
          const [r, c] = [row + dr, col + dc];
          const next = r * columns + c;
          if (c < 0 || c >= columns || r < 0 || seen.has(next) || !marked.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
    const x = left * cell;
    const y = top * cell;
    boxes.push({ x, y, width: Math.min(width, (right + 1) * cell) - x, height: Math.min(height, (bottom + 1) * cell) - y });
  }
  // Boxes that touch become one, so no region is framed twice.
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        if (!overlap(boxes[i]!, boxes[j]!, 0)) continue;
        boxes[i] = union(boxes[i]!, boxes[j]!);
        boxes.splice(j, 1);
        merged = true;
        break outer;
      }
    }
  }
  while (boxes.length > max) {
    boxes.sort((a, b) => a.width * a.height - b.width * b.height);
    const smallest = boxes.shift()!;
    const centre = (b: Box) => [b.x + b.width / 2, b.y + b.height / 2];
    const [cx, cy] = centre(smallest);
    const nearest = boxes.reduce((best, b) => (Math.hypot(centre(b)[0]! - cx!, centre(b)[1]! - cy!) < Math.hypot(centre(best)[0]! - cx!, centre(best)[1]! - cy!) ? b : best));
    boxes = boxes.map((b) => (b === nearest ? union(b, smallest) : b));
  }
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x);
}
