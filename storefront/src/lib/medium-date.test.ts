import { mediumDate, mediumDateIn } from './medium-date';

describe('mediumDate', () => {
  it('writes dates exactly as Intl does in en-US medium style, in every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    const dates = [new Date(2026, 10, 26), new Date(1999, 11, 31, 23, 59), new Date(2024, 1, 29, 0, 0)];
    for (let month = 0; month < 12; month++) dates.push(new Date(2025, month, month + 1, 12));
    dates.push(new Date('2026-03-08T21:30:00Z'));
    for (const date of dates) expect(mediumDate(date), date.toISOString()).toBe(intl.format(date));
  });
});

describe('mediumDateIn', () => {
  const date = new Date(2026, 10, 26, 12);

  it('writes an Urdu page’s date with the Urdu month and Western digits', () => {
    expect(mediumDateIn('ur', date)).toBe('26 نومبر، 2026');
  });

  it('leaves an English page’s date as mediumDate writes it', () => {
    expect(mediumDateIn('en', date)).toBe('Nov 26, 2026');
  });
});
