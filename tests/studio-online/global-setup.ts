import { ensureApp } from '../../src/studio/online/server/build-app.ts';

/** The built Studio app (npm run studio:build), made once before the tests when missing or stale. */
export default async function setup(): Promise<void> {
  await ensureApp(process.cwd(), (line) => console.log(line));
}
