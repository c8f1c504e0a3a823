import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import path from 'node:path';
import type { Answer } from './observatory.ts';

/** One answer over http or https (fetch cannot send a Host header of its own or trust a CA of the run's). */
export function request(url: string, headers: Record<string, string> = {}, ca?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const done = (res: IncomingMessage) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const out = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) out.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        resolve({ status: res.statusCode ?? 0, headers: out, body });
      });
    };
    const req = url.startsWith('https:') ? httpsGet(url, { headers, ca, servername: 'localhost' }, done) : httpGet(url, { headers }, done);
    req.on('error', reject);
  });
}

/** A certificate authority and a certificate for localhost made by openssl for one run (the TLS server's). */
export function makeCertificate(folder: string): { ca: string; cert: string; key: string } {
  const file = (name: string) => path.join(folder, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=Host tests CA',
    '-keyout', file('ca.key'), '-out', file('ca.pem'));
  openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=localhost', '-keyout', file('site.key'), '-out', file('site.csr'));
  writeFileSync(file('site.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  openssl('x509', '-req', '-in', file('site.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', file('site.ext'), '-out', file('site.pem'));
  return { ca: readFileSync(file('ca.pem'), 'utf8'), cert: file('site.pem'), key: file('site.key') };
}

