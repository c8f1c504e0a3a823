import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The files of hand-overs still open: removed when the process ends, should it stop before the render took every page. */
const open = new Set<string>();
const remove = (dir: string) => {
  open.delete(dir);
  rmSync(dir, { recursive: true, force: true });
};
let removeAtExit = false;

/** A hand-over let go of with pages left in its file (--watch keeps the pages it did not render): the file goes with it. */
const leftBehind = new FinalizationRegistry<{ fd: number; dir: string }>(({ fd, dir }) => {
  closeSync(fd);
  remove(dir);
});

/**
 * Checked pages' data as JSON, from the check to the render, each taken once: in memory up to `budget`
 * characters, then in a file of its own that nothing else reads. Reading a page again past the budget cost
 * a cold build of 10,027 pages 2.5 s of its main thread (0.25 ms a page: YAML and claims again, against
 * about 20 µs written and read back); holding every page instead took 120 MB more at its peak.
 */
export class HandOver {
  private readonly held = new Map<string, string | { at: number; length: number }>();
  private heldChars = 0;
  private spill?: { fd: number; dir: string; end: number };

  constructor(private readonly budget: number) {}

  put(file: string, json: string): void {
    if (this.heldChars + json.length <= this.budget) {
      this.heldChars += json.length;
      this.held.set(file, json);
      return;
    }
    const spill = (this.spill ??= this.openSpill());
    const bytes = Buffer.from(json);
    writeSync(spill.fd, bytes, 0, bytes.length, spill.end);
    this.held.set(file, { at: spill.end, length: bytes.length });
    spill.end += bytes.length;
  }

  /** The page's JSON, once: undefined when it was not handed over (or was taken already). */
  take(file: string): string | undefined {
    const kept = this.held.get(file);
    if (kept === undefined) return undefined;
    this.held.delete(file);
    let json: string;
    if (typeof kept === 'string') {
      this.heldChars -= kept.length;
      json = kept;
    } else {
      const bytes = Buffer.allocUnsafe(kept.length);
      readSync(this.spill!.fd, bytes, 0, kept.length, kept.at);
      json = bytes.toString('utf8');
    }
    if (this.held.size === 0) this.close();
    return json;
  }

  /** Lets go of everything not taken (the build stopped, or left pages unrendered). */
  close(): void {
    this.held.clear();
    this.heldChars = 0;
    if (!this.spill) return;
    leftBehind.unregister(this);
    closeSync(this.spill.fd);
    remove(this.spill.dir);
    this.spill = undefined;
  }

  private openSpill() {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-hand-over-'));
    const fd = openSync(path.join(dir, 'pages.json'), 'w+');
    open.add(dir);
    if (!removeAtExit) process.once('exit', () => open.forEach(remove));
    removeAtExit = true;
    leftBehind.register(this, { fd, dir }, this);
    return { fd, dir, end: 0 };
  }
}
