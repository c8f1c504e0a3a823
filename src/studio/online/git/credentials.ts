/**
 * The deploy credential as environment for git, never inside the remote's URL (which git prints in
 * its messages and which could reach a log or a browser). Both are passed as `SiteRepoOptions.gitEnv`.
 */

/** An HTTPS token (or user and password) sent as an Authorization header, set through git's config environment. */
export function httpsTokenEnv(token: string, user = 'x-access-token'): Record<string, string> {
  const basic = Buffer.from(`${user}:${token}`).toString('base64');
  return { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraHeader', GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}` };
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A deploy key for SSH: only this key, no agent, no prompt; the host's key checked against `knownHosts`. */
export function sshKeyEnv(keyFile: string, knownHosts?: string): Record<string, string> {
  const hosts = knownHosts ? ['-o', `UserKnownHostsFile=${quote(knownHosts)}`, '-o', 'StrictHostKeyChecking=yes'] : ['-o', 'StrictHostKeyChecking=accept-new'];
  return { GIT_SSH_COMMAND: ['ssh', '-i', quote(keyFile), '-o', 'IdentitiesOnly=yes', '-o', 'IdentityAgent=none', '-o', 'BatchMode=yes', ...hosts].join(' ') };
}
