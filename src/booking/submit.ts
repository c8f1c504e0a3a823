import type { BookingPayload } from './payload.ts';

/** How long the visitor waits for the webhook before the form gives up and lets them retry. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export interface SubmitOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Posts a booking as JSON. Resolves on any 2xx (the body is never read); rejects on any other
 * status, a network failure, no answer within the timeout, or a build with no webhook address.
 */
export async function submitBooking(url: string, payload: BookingPayload, options: SubmitOptions = {}): Promise<void> {
  const { timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch } = options;
  if (!url) {
    throw new Error('This build has no booking webhook: it was built without VITE_BOOKING_WEBHOOK_URL, so bookings cannot be sent.');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`The booking webhook did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}
