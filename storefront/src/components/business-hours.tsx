import { businessHourLines } from '@shop/contracts';
import { useShopSettings } from '@/api/shop-settings';
import styles from './business-hours.module.css';

/** The business hours staff set (one 'days: hours' line each), shown in the footer and on the About page; `className` adds to its own layout. */
export function BusinessHours({ className }: { className?: string }) {
  const { businessHours } = useShopSettings();
  return (
    <dl className={className ? `${styles.hours} ${className}` : styles.hours}>
      {businessHourLines(businessHours).map(({ days, hours }) => (
        <div key={days}>
          <dt>{days}</dt>
          {hours && <dd>{hours}</dd>}
        </div>
      ))}
    </dl>
  );
}
