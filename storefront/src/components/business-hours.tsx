import { businessHourLines } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';

/** The business hours staff set (one 'days: hours' line each), shown in the footer and on the About page. */
export function BusinessHours({ className }: { className?: string }) {
  const { businessHours } = useShopSettings();
  return (
    <dl className={className}>
      {businessHourLines(businessHours).map(({ days, hours }) => (
        <div key={days}>
          <dt>{days}</dt>
          {hours && <dd>{hours}</dd>}
        </div>
      ))}
    </dl>
  );
}
