import { describe, expect, it } from 'vitest';
import { layoutValueText, writingDirection } from './layout-text';

describe('layoutValueText', () => {
  it('writes a date field’s value as the shop writes dates', () => {
    expect(layoutValueText('date', '2026-12-31')).toBe('Dec 31, 2026');
    expect(layoutValueText('date', '2027-01-05')).toBe('Jan 5, 2027');
  });

  it('keeps anything else as typed, a date that is not one included', () => {
    expect(layoutValueText('text', '2026-12-31')).toBe('2026-12-31');
    expect(layoutValueText('date', '2026-13-01')).toBe('2026-13-01');
    expect(layoutValueText('text', 'عائشہ')).toBe('عائشہ');
  });
});

describe('writingDirection', () => {
  it.each([
    ['Ayesha', 'ltr'],
    ['عائشہ', 'rtl'],
    ['12 عائشہ and Ali', 'rtl'],
    ['Ali اور عائشہ', 'ltr'],
    ['2026-12-31', 'ltr'],
    ['', 'ltr'],
  ])('%j reads %s', (text, direction) => {
    expect(writingDirection(text)).toBe(direction);
  });
});
