import { useId } from 'react';

/** The agency's mark: three connected nodes forming an A. Decorative: the brand name sits beside it. */
export function BrandMark({ size = 36 }: { size?: number }) {
  const gradient = useId();
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="0.6" stopColor="#4338ca" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path d="M9 23 16 9l7 14M12.2 17.6h7.6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="2.6" fill="#fff" />
      <circle cx="9" cy="23" r="2.6" fill="#5eead4" />
      <circle cx="23" cy="23" r="2.6" fill="#5eead4" />
    </svg>
  );
}
