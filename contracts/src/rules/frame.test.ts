import { describe, expect, it } from 'vitest';
import { asksFrameColor, isFramed } from './frame';

describe('isFramed', () => {
  it('sees every Frame as framed, with or without the option', () => {
    expect(isFramed({ category: 'Frames', hasFrame: false })).toBe(true);
  });

  it.each(['Posters', 'Nikkah-Nama', 'Posters With Frames'])(
    'sees %s framed only with the option on',
    (category) => {
      expect(isFramed({ category, hasFrame: true })).toBe(true);
      expect(isFramed({ category, hasFrame: false })).toBe(false);
    },
  );

  it.each(['Polaroids', 'Stickers'])('never sees %s framed: they do not offer a frame', (category) => {
    expect(isFramed({ category, hasFrame: true })).toBe(false);
  });
});

describe('asksFrameColor', () => {
  it('asks for a colour only of a framed item that offers colours', () => {
    expect(asksFrameColor({ category: 'Frames', hasFrame: false, frameColors: ['Black'] })).toBe(true);
    expect(asksFrameColor({ category: 'Frames', hasFrame: false, frameColors: [] })).toBe(false);
    expect(asksFrameColor({ category: 'Posters', hasFrame: false, frameColors: ['Black'] })).toBe(false);
  });
});
