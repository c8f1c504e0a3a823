// Plain JavaScript, started as it is (page-stamps.ts): a thread that starts in a few milliseconds, with no bundle to make first.
import path from 'node:path';
import { workerData } from 'node:worker_threads';
import { fileStamp } from '../build/file-stamp.mjs';
import { listFilesOnDisk } from './list-files.mjs';

/**
 * Lists a content folder and takes each file's stamp (fileStamp), then hands both over as two texts of
 * lines (one message, cheap to pass) and says so through `done`, which the build's thread may be waiting on.
 * @type {{ root: string; folder: string; port: import('node:worker_threads').MessagePort; done: Int32Array }}
 */
const { root, folder, port, done } = workerData;

try {
  const files = listFilesOnDisk(path.join(root, folder), folder);
  const prefix = `${path.resolve(root)}${path.sep}`;
  const stamps = files.map((file) => fileStamp(prefix + file) ?? '');
  port.postMessage({ files: files.join('\n'), stamps: stamps.join('\n') });
} catch (error) {
  port.postMessage({ failed: String(error) });
} finally {
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
  port.close();
}
