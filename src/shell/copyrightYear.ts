/** The copyright year's element in the footer. */
export const COPYRIGHT_YEAR_ID = 'copyright-year';

/** The page was built in an earlier year: the footer shows this one (same width, so nothing moves). */
export function updateCopyrightYear(doc: Document = document, now = new Date()): void {
  const year = doc.getElementById(COPYRIGHT_YEAR_ID);
  const current = String(now.getFullYear());
  if (year && year.textContent !== current) year.textContent = current;
}
