import type { IncomingMessage, ServerResponse } from 'node:http';

/** A refusal or failure the Studio shows as it is: `{ error }` plus any details, with its status. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** An answer that is not JSON (the review's report page): its body, type and extra headers. */
export class StudioResponse {
  constructor(
    readonly body: string,
    readonly type: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function sendRaw(res: ServerResponse, answer: StudioResponse): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', answer.type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(JSON.stringify(body));
}

export const sendError = (res: ServerResponse, err: StudioError): void => sendJson(res, err.status, { error: err.message, ...err.details });

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The request body, refused with 413 past `limit` bytes (announced or actually sent). */
export function readBody(req: IncomingMessage, limit: number, tooLarge = `The request is larger than ${megabytes(limit)}.`): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      req.resume();
      reject(new StudioError(413, tooLarge));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new StudioError(413, tooLarge)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** A JSON object body; anything else is a 400 with a plain sentence. */
export async function readJson(req: IncomingMessage, limit = 4 * 1024 * 1024): Promise<Record<string, unknown>> {
  const raw = await readBody(req, limit);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new StudioError(400, 'The request body is not JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new StudioError(400, 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A string field of a JSON body, or a 400 that names it. */
export function stringField(body: Record<string, unknown>, name: string, options: { optional?: boolean } = {}): string {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (options.optional && value === undefined) return '';
  throw new StudioError(400, `The request needs "${name}" as text.`);
}
