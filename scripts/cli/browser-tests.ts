import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from '../chromium.ts';

/**
 * `npm run test:browser [-- <file filter>]`: the production build as `npm test` makes it (bookings
 * posted to the receiver the tests start), then the browser tests on it. Arguments go to vitest,
 * so `npm run test:browser -- studio` runs the Studio's tests only.
 */
const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const bookingPort = process.env.BOOKING_TEST_PORT ?? '4599';

const run = (cmd: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(bin('tsx'), ['scripts/cli/build.ts'], { VITE_BOOKING_WEBHOOK_URL: `http://127.0.0.1:${bookingPort}/booking-webhook`, SITE_URL: 'https://www.automatalabs.in' });
ensureChromium();
run(bin('vitest'), ['run', '--project', 'browser', ...process.argv.slice(2)]);
