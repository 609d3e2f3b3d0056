import { mediumDate } from '@/lib/medium-date';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What a text box of the preview draws for a value: a date as 'Dec 31, 2026', anything else as typed. */
export function previewText(fieldType: string, value: string): string {
  const date = fieldType === 'date' ? ISO_DATE.exec(value) : null;
  if (!date) return value;
  return mediumDate(new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
}
