/** Business hours of spec point 9, shown in the footer and on the About page. */
export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '9AM-6PM' },
  { days: 'Sat-Sun', hours: '10AM-4PM' },
] as const;

export function BusinessHours({ className }: { className?: string }) {
  return (
    <dl className={className}>
      {BUSINESS_HOURS.map(({ days, hours }) => (
        <div key={days}>
          <dt>{days}</dt>
          <dd>{hours}</dd>
        </div>
      ))}
    </dl>
  );
}
