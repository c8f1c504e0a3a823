/**
 * A production build must know where bookings go, or the live site would post into nothing.
 * ALLOW_MISSING_BOOKING_WEBHOOK=true builds anyway (tests, previews), and the page says so.
 */
export function checkBuildEnv(env: Record<string, string | undefined>): string | null {
  if (env.VITE_BOOKING_WEBHOOK_URL || env.ALLOW_MISSING_BOOKING_WEBHOOK === 'true') return null;
  return (
    'VITE_BOOKING_WEBHOOK_URL is not set, so the booking form would have nowhere to send requests.\n' +
    '  Set it to your automation webhook address, for example:\n' +
    '    VITE_BOOKING_WEBHOOK_URL=https://hooks.example.com/strategy-call npm run build\n' +
    '  or, for a build that will not take real bookings, set ALLOW_MISSING_BOOKING_WEBHOOK=true.'
  );
}
