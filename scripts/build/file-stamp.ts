// One way to take a file's stamp, in plain JavaScript (file-stamp.mjs): threads and the bundler's cache take it too.
export { fileStamp } from './file-stamp.mjs';
