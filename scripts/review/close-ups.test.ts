import { describe, expect, it } from 'vitest';
import { closeUpRegions } from './close-ups.ts';
import { cellsOutside } from './unloaded.ts';

const contains = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  outer.x <= inner.x && outer.y <= inner.y && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height;

describe('close-ups', () => {
  it('widen to the whole text a changed region cuts into, so no word is cut in half', () => {
    // A figure changed at the end of a line of text 700 px wide: the changed pixels are only the digits.
    const text = { x: 100, y: 400, width: 700, height: 24 };
    const changed = { x: 760, y: 404, width: 40, height: 16 };
    const [region] = closeUpRegions([changed], 1280, 3000, [text, { x: 100, y: 2000, width: 300, height: 20 }]);
    expect(contains(region!, text)).toBe(true);
    expect(contains(region!, changed)).toBe(true);
    // A text it does not touch is not pulled in.
    expect(region!.y + region!.height).toBeLessThan(2000);
  });

  it('stay inside the picture', () => {
    const [region] = closeUpRegions([{ x: 10, y: 10, width: 20, height: 20 }], 375, 500, [{ x: 0, y: 0, width: 375, height: 60 }]);
    expect(region).toEqual({ x: 0, y: 0, width: 375, height: 124 });
  });
});

describe('pictures that did not load', () => {
  it('leave their differences out: only changed cells outside them count', () => {
    // An 8-pixel grid 10 cells wide: cells 0-1 are inside a picture that did not load, cell 55 is a changed word.
    const cells = [0, 1, 55];
    expect(cellsOutside(cells, 10, 8, [{ x: 0, y: 0, width: 16, height: 8 }])).toEqual([55]);
    expect(cellsOutside(cells, 10, 8, [])).toEqual(cells);
  });
});
