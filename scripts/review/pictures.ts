/**
 * Before and after pictures of the changed pages at each width, compared pixel by pixel with the
 * changed regions boxed. Only the pages given are photographed; two at a time in one Chromium.
 */
import { changedBoxes, type Box } from './boxes.ts';
import { WIDTHS, type Camera, type Encoded } from './camera.ts';
import { closeUpRegions } from './close-ups.ts';
import { cellsOutside } from './unloaded.ts';

export interface PictureJob {
  route: string;
  /** The page in the base build; missing for a new page. */
  before?: string;
  /** The page in the new build; missing for a removed page. */
  after?: string;
}

export interface WidthPictures {
  width: number;
  /** Pixels that differ (0 for a new page). */
  changedPixels: number;
  /** The changed regions, in pixels of the pictures. */
  boxes: Box[];
  before?: Encoded;
  after?: Encoded;
  diff?: Encoded;
  closeUps: { before?: Encoded; after?: Encoded }[];
}

/** Grid cells of this many pixels are the unit of the boxes: small enough to frame a word. */
const CELL = 8;
const AT_ONCE = 2;

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** Pictures of every job at every width, by route; `date` is what the pages' clocks say. */
export async function takePictures(camera: Camera, jobs: readonly PictureJob[], date: Date): Promise<Map<string, WidthPictures[]>> {
  const out = new Map<string, WidthPictures[]>(jobs.map((j) => [j.route, []]));
  const tasks = jobs.flatMap((job) => WIDTHS.map((width) => ({ job, width })));
  await pool(tasks, AT_ONCE, async ({ job, width }) => {
    const [before, after] = await Promise.all([job.before ? camera.picture(job.before, width, date) : undefined, job.after ? camera.picture(job.after, width, date) : undefined]);
    const id = `${job.route} ${width}`;
    const compared = await camera.compare(id, before?.png, after?.png, CELL);
    // Where a picture did not load in either version, a difference is not the change's.
    const cells = cellsOutside(compared.cells, compared.columns, CELL, [...(before?.unloaded ?? []), ...(after?.unloaded ?? [])]);
    const changed = cells.length === compared.cells.length ? compared.changed : Math.round((compared.changed * cells.length) / Math.max(1, compared.cells.length));
    const boxes = changedBoxes({ cells, columns: compared.columns, cell: CELL, width: compared.width, height: compared.height });
    // A width where nothing differs needs no pictures, only the sentence saying so.
    const keep = !before || !after || changed > 0;
    const texts = [...(before?.texts ?? []), ...(after?.texts ?? [])];
    const encoded = keep ? await camera.render(id, boxes, closeUpRegions(boxes, compared.width, compared.height, texts)) : (await camera.forget(id), { closeUps: [] });
    out.get(job.route)!.push({ width, changedPixels: changed, boxes, ...encoded });
  });
  for (const list of out.values()) list.sort((a, b) => a.width - b.width);
  return out;
}
