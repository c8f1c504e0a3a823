import { useEffect, useState } from 'react';

export const COPYRIGHT_YEAR_ID = 'copyright-year';

/**
 * The year for the copyright line. The first client render reuses the prerendered year so hydration
 * matches even when the page was built in an earlier year; the real year follows straight after.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(() => {
    const built = typeof document === 'undefined' ? NaN : Number(document.getElementById(COPYRIGHT_YEAR_ID)?.textContent);
    return Number.isFinite(built) && built > 0 ? built : new Date().getFullYear();
  });
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
