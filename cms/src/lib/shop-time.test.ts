import { describe, expect, it } from 'vitest';
import { lastShopDays, shopDate, shopTimeZone } from './shop-time';

describe('shop days', () => {
  it('starts "today" at midnight in Karachi, not on the server', () => {
    // 20:30 UTC on the 22nd is 01:30 on the 23rd in Karachi (UTC+5).
    const days = lastShopDays(new Date('2026-11-22T20:30:00Z'), 30, 'Asia/Karachi');
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: '2026-11-23',
      start: new Date('2026-11-22T19:00:00Z'),
      end: new Date('2026-11-23T19:00:00Z'),
    });
    expect(days[0].date).toBe('2026-10-25');
  });

  it('follows daylight saving time where the zone has it', () => {
    const days = lastShopDays(new Date('2026-03-30T12:00:00Z'), 3, 'Europe/Berlin');
    expect(days.map((d) => d.end.getTime() - d.start.getTime())).toEqual([
      24 * 3600_000,
      23 * 3600_000,
      24 * 3600_000,
    ]);
  });
});

describe('shop date', () => {
  it('is the date in the shop’s zone, written YYYY-MM-DD', () => {
    expect(shopDate(new Date('2026-11-22T20:30:00Z'), 'Asia/Karachi')).toBe('2026-11-23');
    expect(shopDate(new Date('2026-11-22T20:30:00Z'), 'America/New_York')).toBe('2026-11-22');
  });

  it('refuses a zone that does not exist, naming it', () => {
    expect(() => shopTimeZone('Mars/Olympus')).toThrow('SHOP_TIMEZONE "Mars/Olympus" is not a time zone');
  });
});
