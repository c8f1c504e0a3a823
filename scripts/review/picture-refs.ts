import type { Encoded } from './camera.ts';
import type { WidthPictures } from './pictures.ts';
import type { PageReview, PictureRef, ReviewPictures } from './types.ts';

/** Puts each page's pictures into the report: the bytes into `store`, a reference with its description into the page. */
export function attachPictures(pages: PageReview[], taken: ReadonlyMap<string, WidthPictures[]>, store: ReviewPictures): void {
  for (const page of pages) {
    const widths = taken.get(page.route);
    if (!widths) continue;
    const ref = (id: string, picture: Encoded | undefined, alt: string): PictureRef | undefined => {
      if (!picture) return undefined;
      store.set(id, { type: picture.type, base64: picture.base64 });
      return { id, width: picture.width, height: picture.height, alt };
    };
    page.pictures = widths.map((w) => {
      const at = `${page.route}@${w.width}`;
      const boxed = w.boxes.length ? `, ${w.boxes.length === 1 ? 'the changed region' : `the ${w.boxes.length} changed regions`} framed in red` : '';
      const side = (name: 'before' | 'after', picture: Encoded | undefined) =>
        ref(`${at}/${name}`, picture, `${page.name} at ${w.width} px wide, ${name === 'before' ? 'before' : 'after'} the change${boxed}`);
      const count = w.closeUps.length;
      return {
        width: w.width,
        changedPixels: w.changedPixels,
        boxes: w.boxes,
        ...(w.before && { before: side('before', w.before) }),
        ...(w.after && { after: side('after', w.after) }),
        ...(w.diff && { diff: ref(`${at}/diff`, w.diff, `The differences between before and after at ${w.width} px, in red over a faded copy of the page`) }),
        closeUps: w.closeUps.map((c, i) => {
          const name = `Close-up ${i + 1}${count > 1 ? ` of ${count}` : ''} at ${w.width} px`;
          return {
            ...(c.before && { before: ref(`${at}/close-${i + 1}/before`, c.before, `${name}, before the change`) }),
            ...(c.after && { after: ref(`${at}/close-${i + 1}/after`, c.after, `${name}, after the change`) }),
          };
        }),
      };
    });
  }
}
