// Without zod: the ticker, on every public page, reads it in the storefront's entry (decision 0017).

/** An announcement's window (issue #34 item 5): ISO date-times, or none on that side. */
export interface AnnouncementWindow {
  startsAt?: string | null;
  endsAt?: string | null;
}

/** Whether the ticker shows an announcement now: from its start, until its end; no dates, always (spec point 2). */
export function isAnnouncedAt(announcement: AnnouncementWindow, now: Date): boolean {
  const time = now.getTime();
  if (announcement.startsAt && Date.parse(announcement.startsAt) > time) return false;
  if (announcement.endsAt && Date.parse(announcement.endsAt) <= time) return false;
  return true;
}
