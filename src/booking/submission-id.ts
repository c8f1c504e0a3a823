/**
 * A random UUID (version 4) for a booking. crypto.randomUUID exists wherever the form can run:
 * the site is served over https (and HSTS keeps it there), `npm start` and the preview on 127.0.0.1.
 */
export const newSubmissionId = (): string => crypto.randomUUID();
