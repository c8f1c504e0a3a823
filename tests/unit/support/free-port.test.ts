import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePorts } from '../../support/free-port.ts';

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

it('gives ports that are all different and each free to listen on', async () => {
  // Enough at once that ports taken one after another would come back the same now and then.
  for (let round = 0; round < 20; round++) {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    for (const port of ports) expect(await listens(port)).toBe(true);
  }
});
