import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const SSHD = '/usr/sbin/sshd';

export interface SshRemote {
  /** ssh://<user>@127.0.0.1:<port>/<bare> */
  url: string;
  /** The deploy key the remote accepts, and one it does not. */
  key: string;
  wrongKey: string;
  /** The remote's host key, as a known_hosts file. */
  knownHosts: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', path.basename(file), '-f', file]);

/**
 * OpenSSH's sshd on a loopback port serving an existing bare repository to one deploy key (no
 * password, no other key, no shell: the key may only run git's commands). Its host key is the only
 * one in the known_hosts file the client is given, so the client checks it strictly.
 */
export async function startSshRemote(bare: string): Promise<SshRemote> {
  if (!existsSync(SSHD)) throw new Error(`The SSH git test needs ${SSHD}: apt-get install openssh-server (.ci/run installs it).`);
  // sshd needs its privilege separation folder (Debian makes it when the service starts, which the tests never do).
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ssh-remote-'));
  for (const name of ['host_key', 'deploy_key', 'wrong_key']) keygen(path.join(dir, name));
  const user = os.userInfo().username;
  writeFileSync(path.join(dir, 'authorized_keys'), `restrict ${readFileSync(path.join(dir, 'deploy_key.pub'), 'utf8')}`);
  chmodSync(path.join(dir, 'authorized_keys'), 0o600);
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${path.join(dir, 'host_key')}`,
      `PidFile ${path.join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(dir, 'authorized_keys')}`,
      `AllowUsers ${user}`,
      'PermitRootLogin prohibit-password',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'StrictModes no',
      'PermitUserEnvironment no',
      'AllowTcpForwarding no',
      'X11Forwarding no',
      '',
    ].join('\n'),
  );
  const hostKey = readFileSync(path.join(dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
  writeFileSync(path.join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${hostKey}\n`);
  const child = spawn(SSHD, ['-D', '-e', '-f', path.join(dir, 'sshd_config')], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  child.stderr!.on('data', (d: Buffer) => (said += d.toString()));
  for (let i = 0; ; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) break;
    if (child.exitCode !== null || i > 100) throw new Error(`sshd did not start: ${said}`);
    await sleep(100);
  }
  return {
    url: `ssh://${user}@127.0.0.1:${port}${bare}`,
    key: path.join(dir, 'deploy_key'),
    wrongKey: path.join(dir, 'wrong_key'),
    knownHosts: path.join(dir, 'known_hosts'),
    stop: async () => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
        await Promise.race([exited, sleep(5000)]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
