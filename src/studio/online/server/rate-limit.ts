import { StudioError } from '../../server/http.ts';

/**
 * Sign-in attempts counted in a sliding window, per key (an address, an account). In memory: one
 * server process holds the Studio; a restart forgets, which costs an attacker a restart they cannot cause.
 */
export class RateLimit {
  private hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt for each key; a 429 in words when any key is over its limit. */
  check(...keys: string[]): void {
    const now = Date.now();
    if (this.hits.size > 50_000) this.sweep(now);
    let wait = 0;
    for (const key of keys.filter(Boolean)) {
      const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
      recent.push(now);
      this.hits.set(key, recent);
      if (recent.length > this.max) wait = Math.max(wait, recent[recent.length - this.max - 1]! + this.windowMs - now);
    }
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new StudioError(429, `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, { retryAfter: Math.ceil(wait / 1000) });
    }
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
  }
}
