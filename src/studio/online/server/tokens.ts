import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret to hand out once (invite links, session cookies, recovery codes): 32 random bytes. */
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What the database keeps of a secret: a copy of the database signs nobody in. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A recovery code people can copy by hand: 5 groups of 5 letters and digits (about 120 bits). */
export function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(25);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]!);
  return [0, 5, 10, 15, 20].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** Codes are compared as typed, less spaces and case. */
export const normaliseCode = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '');
