import { existsSync } from 'node:fs';
import path from 'node:path';
import { createStaticServer } from '../preview/static-server.ts';

const dist = path.resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Nothing to preview yet: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
createStaticServer(dist).listen(port, '127.0.0.1', () => {
  console.log(`Serving dist/ as a static host would at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
});
