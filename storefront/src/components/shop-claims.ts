/** The marketing claims of spec point 1, shown on Home and (the first three) on About. */
export const MARKETING_CLAIMS = [
  { value: '100+', label: 'Happy Customers' },
  { value: '1k+', label: 'Products Delivered' },
  { value: '99%', label: 'Satisfaction' },
  { value: '4.9/5', label: 'Customer Love' },
] as const;
