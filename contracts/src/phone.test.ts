import { describe, expect, it } from 'vitest';
import { canonicalPhone, internationalPhone, samePhone } from './phone';

describe('phone numbers', () => {
  it('writes every spelling of one number in the national form', () => {
    for (const spelling of [
      '03001234567',
      '0300 1234567',
      '0300-1234567',
      '+923001234567',
      '+92 300 1234567',
      '923001234567',
      '0092 300 1234567',
      '3001234567',
    ]) {
      expect(canonicalPhone(spelling)).toBe('03001234567');
    }
  });

  it('treats 0300…, +92300… and 92300… as the same number', () => {
    expect(samePhone('0300 1234567', '+92 300 1234567')).toBe(true);
    expect(samePhone('923001234567', '03001234567')).toBe(true);
    expect(samePhone('03001234567', '03001234568')).toBe(false);
  });

  it('never matches an empty number', () => {
    expect(samePhone('', '')).toBe(false);
    expect(samePhone('abc', '---')).toBe(false);
  });

  it('gives the international form for WhatsApp links', () => {
    expect(internationalPhone('0300 1234567')).toBe('923001234567');
    expect(internationalPhone('+92 300 1234567')).toBe('923001234567');
  });
});
