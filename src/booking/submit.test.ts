import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPayload } from './payload.ts';
import { submitBooking } from './submit.ts';
import { EMPTY_VALUES } from './values.ts';

const payload = buildPayload({ ...EMPTY_VALUES, name: 'Asha' }, 'Other', 'b1f0c2a4-7a61-4c55-9f0e-2d6f1f3c9e10', new Date('2026-11-21T00:00:00Z'));

afterEach(() => {
  vi.useRealTimers();
});

describe('booking submission', () => {
  it('posts the payload as JSON and resolves on any 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 204 }));
    await submitBooking('https://hooks.example.com/book', payload, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://hooks.example.com/book');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('fails with the status on a non-2xx answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('down', { status: 500 }));
    await expect(submitBooking('https://hooks.example.com/book', payload, { fetchImpl })).rejects.toThrow('status: 500');
  });

  it('fails on a network error', async () => {
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(submitBooking('https://hooks.example.com/book', payload, { fetchImpl })).rejects.toThrow('Failed to fetch');
  });

  it('gives up after 15 seconds without an answer', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const sent = submitBooking('https://hooks.example.com/book', payload, { fetchImpl: fetchImpl as typeof fetch });
    const outcome = expect(sent).rejects.toThrow('within 15 s');
    await vi.advanceTimersByTimeAsync(14_999);
    expect((fetchImpl.mock.calls[0]?.[1] as RequestInit).signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('refuses to send from a build without a webhook address, saying why', async () => {
    const fetchImpl = vi.fn();
    await expect(submitBooking('', payload, { fetchImpl })).rejects.toThrow(/VITE_BOOKING_WEBHOOK_URL/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
