/**
 * A stand-in for a Supabase project's PostgREST, answering as the real one does: JSON arrays for
 * reads, 406 + PGRST116 when a single object was asked for and no row matched, 204 with no body
 * for a PATCH without `return=representation`, 404 + PGRST202 for an unknown function.
 * It understands the filters the blog uses (eq, neq, cs, ov), select, order and limit.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Row = Record<string, unknown>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });

/** Parses a PostgreSQL array literal as PostgREST receives it: {a,"b, c"}. */
function parseArray(literal: string): string[] {
  const inner = literal.replace(/^\{|\}$/g, '');
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const m of inner.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim());
  return out;
}

function matches(row: Row, column: string, expr: string): boolean {
  const [op, ...rest] = expr.split('.');
  const value = rest.join('.');
  const cell = row[column];
  switch (op) {
    case 'eq':
      return String(cell) === value;
    case 'neq':
      return String(cell) !== value;
    case 'cs': {
      const wanted = parseArray(value);
      return Array.isArray(cell) && wanted.every((t) => cell.map(String).includes(t));
    }
    case 'ov': {
      const wanted = parseArray(value);
      return Array.isArray(cell) && cell.some((t) => wanted.includes(String(t)));
    }
    default:
      throw new Error(`The fake PostgREST does not know the operator ${op}`);
  }
}

export interface FakeOptions {
  /** Whether the database has public.increment_blog_views(post_id). */
  hasIncrementFunction?: boolean;
  /** Answer every request with this status (a broken backend). */
  failWith?: number;
}

export function createFakePostgrest(rows: readonly object[], options: FakeOptions = {}) {
  const requests: RecordedRequest[] = [];
  const table: Row[] = rows.map((r) => ({ ...r }));
  const reserved = new Set(['select', 'order', 'limit', 'offset']);

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const headers = new Headers(init.headers);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, headers, body });
    if (options.failWith) return json(options.failWith, { code: 'XX000', details: null, hint: null, message: 'internal error' });

    if (url.pathname === '/rest/v1/rpc/increment_blog_views' && method === 'POST') {
      if (!options.hasIncrementFunction) {
        return json(404, {
          code: 'PGRST202',
          details: 'Searched for the function public.increment_blog_views with parameter post_id or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
          hint: null,
          message: 'Could not find the function public.increment_blog_views(post_id) in the schema cache',
        });
      }
      const row = table.find((r) => r.id === (body as { post_id: unknown }).post_id && r.published === true);
      if (row) row.views = Number(row.views) + 1;
      return json(200, row ? row.views : null);
    }
    if (url.pathname !== '/rest/v1/blogs') return json(404, { code: 'PGRST205', details: null, hint: null, message: 'Could not find the table' });

    let found = table.filter((row) => [...url.searchParams].every(([k, v]) => reserved.has(k) || matches(row, k, v)));
    if (method === 'PATCH') {
      found.forEach((row) => Object.assign(row, body));
      return new Response(null, { status: 204 });
    }
    const order = url.searchParams.get('order');
    if (order) {
      const [column, direction] = order.split('.');
      found = [...found].sort((a, b) => String(a[column!]).localeCompare(String(b[column!])) * (direction === 'desc' ? -1 : 1));
    }
    const limit = url.searchParams.get('limit');
    if (limit) found = found.slice(0, Number(limit));
    const select = url.searchParams.get('select') ?? '*';
    const shaped = select === '*' ? found : found.map((r) => Object.fromEntries(select.split(',').map((c) => [c, r[c]])));
    if ((headers.get('Accept') ?? '').startsWith('application/vnd.pgrst.object+json')) {
      if (shaped.length !== 1) {
        return json(406, {
          code: 'PGRST116',
          details: `The result contains ${shaped.length} rows`,
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        });
      }
      return json(200, shaped[0]);
    }
    return json(200, shaped, { 'Content-Range': `0-${Math.max(0, shaped.length - 1)}/*` });
  };
  return { fetch, requests, table };
}
