import path from 'node:path';
import { startOnlineStudio } from './server.ts';

// npm run studio:serve — the one door of the online Studio (nothing of the site imports this folder).
const root = path.resolve(import.meta.dirname, '../../../..');
const log = (line: string) => console.log(line);
try {
  const studio = await startOnlineStudio(root, process.env, log);
  const { settings } = studio;
  log(`Studio online: ${settings.origin}/__studio  (listening on ${settings.host}:${settings.port}; database: ${studio.db.kind}; remote: ${settings.remote === root ? 'this checkout' : 'set by STUDIO_REMOTE'})`);
  if (studio.firstInvite) log(`Nobody has an account yet. The first admin's invite link (works once):\n  ${studio.firstInvite}`);
  const stop = () => void studio.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  console.error(`The Studio could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
