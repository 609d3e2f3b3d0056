import { type Announcement, isAnnouncedAt } from '@shop/contracts';
import { formatShortDate } from '../lib/format-short-date';

/** A moment typed in a `datetime-local` input (the staff member's own clock) as the API takes it; '' is none. */
export function momentFromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? value : moment.toISOString();
}

/** What the card says of an announcement's window: nothing without dates, else when it shows. */
export function windowLabel(announcement: Announcement, now: Date): string | null {
  const { startsAt, endsAt } = announcement;
  if (!startsAt && !endsAt) return null;
  const span = [startsAt && `from ${formatShortDate(startsAt)}`, endsAt && `until ${formatShortDate(endsAt)}`]
    .filter(Boolean)
    .join(' ');
  if (isAnnouncedAt(announcement, now)) return `Showing ${span}`;
  return endsAt && Date.parse(endsAt) <= now.getTime() ? `Ended, was shown ${span}` : `Scheduled ${span}`;
}
