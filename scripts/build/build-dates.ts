import { KeptDates } from './kept-dates.ts';
import { committedDatesAsync, forgetDates, useDates } from './lastmod.ts';

/**
 * Git's dates of content/ for each build of a process: asked as the build starts, so that git runs
 * on the other core while the content is checked, and handed to lastModified before the pages are
 * dated. Under --watch they are kept between builds and asked again only about the files saved.
 */
export class BuildDates {
  private kept?: KeptDates;
  private asked?: Promise<Map<string, string>>;

  constructor(private readonly root: string) {}

  /** --watch: keeps the dates between builds (kept-dates.ts). */
  keepBetweenBuilds(): void {
    this.kept = new KeptDates(this.root);
  }

  /** A build starts. `changed`: the files saved since the last one (--watch); `datesNone`: a merge, which dates no page. */
  async ask(changed: string[] | undefined, datesNone: boolean): Promise<void> {
    if (this.kept) {
      // One question to git at a time: the last build's, if it stopped before its answer came.
      await this.asked?.catch(() => undefined);
      this.asked = this.kept.refresh(changed);
    } else {
      forgetDates();
      this.asked = datesNone ? undefined : committedDatesAsync(this.root);
    }
    this.asked?.catch(() => {});
  }

  /** Before the pages are dated: the answer asked for as the build started. */
  async use(): Promise<void> {
    if (this.asked) useDates(this.root, await this.asked);
  }
}
