import { zonedTimeToUtc } from 'date-fns-tz';

export const DEFAULT_SHOP_TIMEZONE = 'Asia/Karachi';

/** The shop's time zone (`SHOP_TIMEZONE`, as configured): "today" and the daily chart follow it, not the server's. */
export function shopTimeZone(configured: string): string {
  const zone = configured.trim() || DEFAULT_SHOP_TIMEZONE;
  dateFormatOf(zone);
  return zone;
}

/** Building an Intl formatter costs more than a cached dashboard answer: one per zone, kept. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(zone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      throw new Error(`SHOP_TIMEZONE "${zone}" is not a time zone (try ${DEFAULT_SHOP_TIMEZONE})`);
    }
    dateFormats.set(zone, format);
  }
  return format;
}

/** The date (YYYY-MM-DD) of `now` in the shop's time zone. */
export function shopDate(now: Date, zone: string): string {
  const parts = dateFormatOf(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface ShopDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  start: Date;
  end: Date;
}

/** The last `count` days in the shop's time zone, oldest first, the last one being today. */
export function lastShopDays(now: Date, count: number, zone: string): ShopDay[] {
  const today = shopDate(now, zone);
  const [year, month, day] = today.split('-').map(Number);
  const dates = Array.from({ length: count + 1 }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (count - 1) + index)).toISOString().slice(0, 10),
  );
  const starts = dates.map((date) => zonedTimeToUtc(`${date} 00:00:00`, zone));
  return dates.slice(0, count).map((date, index) => ({ date, start: starts[index], end: starts[index + 1] }));
}
