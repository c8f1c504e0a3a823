import type { BuiltPage } from './built-pages.ts';
import { WIDTHS, type Camera } from './camera.ts';
import { attachPictures } from './picture-refs.ts';
import { takePictures } from './pictures.ts';
import { serveBuild } from './serve-build.ts';
import type { PageReview, ReviewPictures } from './types.ts';

export interface PhotographInput {
  camera: Camera;
  /** The pages to photograph, in each build (missing: new or removed). */
  jobs: { route: string; base?: BuiltPage; now?: BuiltPage }[];
  builds: Record<'base' | 'head', { dist: string; pages: BuiltPage[] }>;
  /** What the pages' clocks say. */
  date: Date;
  /** The pages of the report, given their pictures. */
  pages: PageReview[];
  store: ReviewPictures;
}

/** Serves both builds, photographs the pages of `jobs` and puts the pictures into the report; answers how many were taken. */
export async function photograph({ camera, jobs, builds, date, pages, store }: PhotographInput): Promise<number> {
  const [base, head] = await Promise.all([serveBuild(builds.base.dist, builds.base.pages), serveBuild(builds.head.dist, builds.head.pages)]);
  try {
    const urls = jobs.map((j) => ({ route: j.route, ...(j.base && { before: base.origin + j.route }), ...(j.now && { after: head.origin + j.route }) }));
    attachPictures(pages, await takePictures(camera, urls, date), store);
    return urls.reduce((n, j) => n + Number(!!j.before) + Number(!!j.after), 0) * WIDTHS.length;
  } finally {
    await Promise.all([base.close(), head.close()]);
  }
}
