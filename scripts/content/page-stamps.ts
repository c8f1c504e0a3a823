import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { fileStamp } from '../build/file-stamp.ts';

/** How long the check waits for the thread's stamps before taking them itself. */
const WAIT_MS = 3000;

type Answer = { files: string; stamps: string } | { failed: string };

/**
 * The stamps of a content folder's files (fileStamp), taken by a thread of their own (stamp-thread.mjs) on the
 * other core while the build reads its caches. A cold one-page rebuild of 10,000 pages stats every page to know
 * which changed: about 65 ms of its own thread, in calls to the kernel. A stamp taken there is taken before the
 * file is read, as the check takes its own, so a change after it still leaves a stamp that does not match.
 */
export class PageStamps {
  private known?: Map<string, string | undefined>;
  private readonly prefix: string;

  private constructor(
    root: string,
    private readonly port: MessagePort | undefined,
    private readonly done: Int32Array,
  ) {
    this.prefix = `${path.resolve(root)}${path.sep}`;
  }

  /** Starts the thread for `folder` (relative to `root`, as the check names files). */
  static start(root: string, folder: string): PageStamps {
    const done = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    try {
      const worker = new Worker(new URL('./stamp-thread.mjs', import.meta.url), { workerData: { root, folder, port: port2, done }, transferList: [port2] });
      // Never what keeps the build's process alive; it ends by itself once it has answered.
      worker.unref();
      worker.on('error', () => {});
      return new PageStamps(root, port1, done);
    } catch {
      port1.close();
      return new PageStamps(root, undefined, done);
    }
  }

  /** The stamp of `file` (relative to the root) as the thread took it; taken now for a file it did not list, or when it could not. */
  of(file: string): string | undefined {
    const known = (this.known ??= this.receive());
    return known.has(file) ? known.get(file) : fileStamp(this.prefix + file);
  }

  private receive(): Map<string, string | undefined> {
    const known = new Map<string, string | undefined>();
    if (!this.port) return known;
    Atomics.wait(this.done, 0, 0, WAIT_MS);
    const answer = receiveMessageOnPort(this.port)?.message as Answer | undefined;
    this.port.close();
    if (!answer || 'failed' in answer) return known;
    const files = answer.files.split('\n');
    const stamps = answer.stamps.split('\n');
    for (let i = 0; i < files.length; i++) known.set(files[i]!, stamps[i] || undefined);
    return known;
  }
}
