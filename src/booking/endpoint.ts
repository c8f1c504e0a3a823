/**
 * Where bookings are posted: VITE_BOOKING_WEBHOOK_URL, fixed at build time. `npm start` without it
 * points this at the local receiver (scripts/vite/booking-receiver.ts). Empty only in a build made
 * with ALLOW_MISSING_BOOKING_WEBHOOK=true, where submitting shows the form's error message.
 */
export function bookingEndpoint(): string {
  return (import.meta.env.VITE_BOOKING_WEBHOOK_URL as string | undefined) ?? '';
}
