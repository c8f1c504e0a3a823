/** Calls of the online Studio's own API (accounts, people, the log), with the page's token. */
export interface OnlinePerson { id: string; name: string; email: string; role: 'admin' | 'publisher' | 'editor' }
export type Session = { mode: 'local' } | { mode: 'online'; person: OnlinePerson };

const token = (): string => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

export async function onlineCall<T>(method: 'GET' | 'POST', endpoint: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/__studio/api${endpoint}`, {
      method,
      headers: { 'X-Studio-Token': token(), ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new Error('The Studio cannot reach its server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof data.error === 'string' ? data.error : `The server answered with an error (${response.status}).`);
  return data as T;
}

/** Where the Studio runs: `npm start` has no session call (404) or answers local. */
export async function readSession(): Promise<Session | 'signed-out'> {
  const response = await fetch('/__studio/api/session', { headers: { 'X-Studio-Token': token() } }).catch(() => null);
  if (!response || response.status === 404) return { mode: 'local' };
  if (response.status === 401) return 'signed-out';
  return (await response.json()) as Session;
}
