import { formatInTimeZone, zonedTimeToUtc } from 'date-fns-tz';

export const DEFAULT_SHOP_TIMEZONE = 'Asia/Karachi';

/** The shop's time zone (`SHOP_TIMEZONE`, as configured): "today" and the daily chart follow it, not the server's. */
export function shopTimeZone(configured: string): string {
  const zone = configured.trim() || DEFAULT_SHOP_TIMEZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`SHOP_TIMEZONE "${zone}" is not a time zone (try ${DEFAULT_SHOP_TIMEZONE})`);
  }
}

export interface ShopDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  start: Date;
  end: Date;
}

/** The last `count` days in the shop's time zone, oldest first, the last one being today. */
export function lastShopDays(now: Date, count: number, zone: string): ShopDay[] {
  const today = formatInTimeZone(now, zone, 'yyyy-MM-dd');
  const [year, month, day] = today.split('-').map(Number);
  const dates = Array.from({ length: count + 1 }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1) + index)).toISOString().slice(0, 10),
  );
  const starts = dates.map((date) => zonedTimeToUtc(`${date} 00:00:00`, zone));
  return dates.slice(0, count).map((date, index) => ({ date, start: starts[index], end: starts[index + 1] }));
}
