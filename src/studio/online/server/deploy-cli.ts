import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConfig, systemdUnit } from './deploy.ts';
import { readSettings } from './settings.ts';

// npm run studio:deploy -- --domain studio.example.com [--user studio] [--out deploy/studio]
const root = path.resolve(import.meta.dirname, '../../../..');
try {
  const { values } = parseArgs({ options: { domain: { type: 'string' }, user: { type: 'string', default: 'studio' }, out: { type: 'string', default: 'deploy/studio' } } });
  if (!values.domain || !/^[a-z0-9.-]+$/i.test(values.domain)) throw new Error('Give the Studio\'s host name: npm run studio:deploy -- --domain studio.example.com');
  const settings = readSettings(root, { ...process.env, STUDIO_ORIGIN: `https://${values.domain}` });
  const options = { domain: values.domain, dir: root, user: values.user!, port: settings.port };
  const out = path.resolve(root, values.out!);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `${values.domain}.nginx.conf`), nginxConfig(options));
  writeFileSync(path.join(out, 'studio.service'), systemdUnit(options, settings));
  console.log(`Wrote ${path.relative(root, out)}/${values.domain}.nginx.conf and studio.service. The steps are in README.md, "The Studio online".`);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
