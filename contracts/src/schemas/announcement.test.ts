import { describe, expect, it } from 'vitest';
import { announcementInputSchema } from './announcement';
import { isAnnouncedAt } from '../rules/announcement-window';
import { firstIssueMessage } from './text';

function messageFor(input: unknown): string | null {
  const result = announcementInputSchema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('announcement input', () => {
  it('takes a message alone, as the spec’s client sends it, with no window', () => {
    expect(announcementInputSchema.parse({ message: ' Eid sale ' })).toEqual({
      message: 'Eid sale',
      startsAt: null,
      endsAt: null,
    });
  });

  it('takes a window of two moments, the end after the start', () => {
    expect(
      messageFor({ message: 'Sale', startsAt: '2026-12-01T00:00:00+05:00', endsAt: '2026-12-02T00:00:00Z' }),
    ).toBeNull();
    expect(messageFor({ message: 'Sale', startsAt: '', endsAt: null })).toBeNull();
  });

  it.each([
    [{ message: '  ' }, 'Please fill in the message field'],
    [
      { message: 'Sale', startsAt: 'tomorrow' },
      'Start date must be a date and time, like 2026-12-01T09:00:00Z',
    ],
    [{ message: 'Sale', endsAt: 5 }, 'End date must be a date and time'],
    [
      { message: 'Sale', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      'The end date must be after the start date',
    ],
    [
      { message: 'Sale', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-02T00:00:00Z' },
      'The end date must be after the start date',
    ],
  ])('refuses %j with a clear message', (input, message) => {
    expect(messageFor(input)).toBe(message);
  });
});

describe('announcement window', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('shows an announcement without dates always', () => {
    expect(isAnnouncedAt({}, now)).toBe(true);
    expect(isAnnouncedAt({ startsAt: null, endsAt: null }, now)).toBe(true);
  });

  it('shows one from its start, until its end', () => {
    expect(isAnnouncedAt({ startsAt: '2026-12-01T12:00:00Z' }, now)).toBe(true);
    expect(isAnnouncedAt({ startsAt: '2026-12-01T12:00:01Z' }, now)).toBe(false);
    expect(isAnnouncedAt({ endsAt: '2026-12-01T12:00:01Z' }, now)).toBe(true);
    expect(isAnnouncedAt({ endsAt: '2026-12-01T12:00:00Z' }, now)).toBe(false);
  });
});
