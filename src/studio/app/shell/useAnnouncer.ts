import { useCallback, useState } from 'react';

/**
 * One polite live region for what just happened (saved, merged, sent): screen readers hear it
 * wherever the focus is. The same words said twice are still read (a character that is not seen
 * alternates at the end).
 */
export function useAnnouncer(): { message: string; announce: (text: string) => void } {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage((old) => (old === text ? `${text}\u200b` : text)), []);
  return { message, announce };
}
