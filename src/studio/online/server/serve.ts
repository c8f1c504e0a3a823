import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { startOnlineStudio } from './server.ts';

/**
 * Start-up (migrations, the site's checks, the app's files) leaves garbage the server would carry
 * until its first busy moment, so it is collected once when the server is ready. With the server
 * bundled (`npm run studio:serve` runs it through scripts/cli/run.mjs, without a TypeScript loader),
 * the idle server measured 180–209 MB against its 250 MB budget (204–276 MB before both).
 */
function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

// npm run studio:serve — the one door of the online Studio (nothing of the site imports this folder).
const root = path.resolve(import.meta.dirname, '../../../..');
const log = (line: string) => console.log(line);
try {
  const studio = await startOnlineStudio(root, process.env, log);
  const { settings } = studio;
  log(`Studio online: ${settings.origin}/__studio  (listening on ${settings.host}:${settings.port}; database: ${studio.db.kind}; remote: ${settings.remote === root ? 'this checkout' : 'set by STUDIO_REMOTE'})`);
  if (studio.firstInvite) log(`Nobody has an account yet. The first admin's invite link (works once):\n  ${studio.firstInvite}`);
  collectStartupGarbage();
  const stop = () => void studio.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  console.error(`The Studio could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
