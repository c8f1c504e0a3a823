import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCredentials, gitEnv, readSettings } from '../../src/studio/online/server/settings.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'studio-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the online Studio settings', () => {
  it('default to this computer only: loopback, localhost, this checkout, PGlite', () => {
    const s = readSettings('/srv/site', {});
    expect(s).toMatchObject({ host: '127.0.0.1', port: 4400, origin: 'http://localhost:4400', remote: '/srv/site', databaseUrl: undefined, dataDir: '/srv/site/.data/studio' });
  });

  it('refuse a plain-http address other than localhost', () => {
    expect(() => readSettings('/srv/site', { STUDIO_ORIGIN: 'http://studio.example.com' })).toThrow(/must be an https address/);
  });

  it('refuse a credential other users can read, and give git the key through its environment only', () => {
    const key = path.join(dir, 'deploy_key');
    writeFileSync(key, 'not a real key\n');
    chmodSync(key, 0o644);
    const settings = readSettings('/srv/site', { STUDIO_SSH_KEY: key, STUDIO_ORIGIN: 'https://studio.example.com' });
    expect(() => checkCredentials(settings)).toThrow(`chmod 600 ${key}`);
    chmodSync(key, 0o600);
    expect(() => checkCredentials(settings)).not.toThrow();
    expect(gitEnv(settings).GIT_SSH_COMMAND).toBe(`ssh -i '${key}' -o IdentitiesOnly=yes -o BatchMode=yes`);
  });
});
