import type { ReactNode } from 'react';

/** A decorative outline icon (24×24 grid) beside text that already says what it means. */
export function LineIcon({ children, size = 26 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
