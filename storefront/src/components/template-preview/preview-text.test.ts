import { previewText } from './preview-text';

describe('previewText', () => {
  it('writes a date as the shop writes dates, and every other value as typed', () => {
    expect(previewText('date', '2026-12-31')).toBe('Dec 31, 2026');
    expect(previewText('date', '')).toBe('');
    expect(previewText('text', '2026-12-31')).toBe('2026-12-31');
    expect(previewText('number', '42')).toBe('42');
  });
});
