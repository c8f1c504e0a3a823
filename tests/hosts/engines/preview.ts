import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../../../scripts/preview/static-server.ts';
import type { HostEngine } from '../support/engine.ts';

/** `npm run preview`: the project's own server, held to the same answers as the hosts' engines. */
export const preview: HostEngine = {
  name: 'npm run preview',
  repeatedHeaders: 'join',
  otherSpellings: 'redirect',
  gzip: true,
  async start(dist) {
    const server = createStaticServer(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { baseURL: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  },
};
