/** The shop's mark: a framed picture in maroon and cream. Decorative; the brand name sits beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#7a1f2b" />
      <rect x="7" y="7" width="18" height="18" rx="2" fill="none" stroke="#fdf9f2" strokeWidth="2" />
      <path d="M9 22l5-6 3.5 4 2.5-3 3 5z" fill="#eddcc2" />
      <circle cx="19.5" cy="12" r="2" fill="#eddcc2" />
    </svg>
  );
}
