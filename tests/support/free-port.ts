import { createServer, type Server } from 'node:net';

/** A free port on the loopback address (test servers answer on 127.0.0.1 only). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}

/** A tuple of `N` port numbers. */
type Ports<N extends number, T extends number[] = []> = T['length'] extends N ? T : Ports<N, [...T, number]>;

/**
 * `count` different free ports. Each is held open until all are known: ports asked for one after
 * another can come back the same once the first is closed, and two of nginx's server blocks then
 * shared one port, the plain one answering what the port-80 block was there to redirect.
 */
export async function freePorts<N extends number>(count: N): Promise<Ports<N>> {
  const servers: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      ports.push(
        await new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
        }),
      );
    }
    return ports as Ports<N>;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
