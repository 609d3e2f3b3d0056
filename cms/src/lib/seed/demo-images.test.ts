import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProducts, demoTemplates } from './demo-catalogue';
import { demoPictures, demoPictureSvgs } from './demo-images';

const ITEMS = [...demoProducts(), ...demoTemplates()];

describe('demo pictures', () => {
  it('never print an item name, and set every word small enough to fit its sheet', () => {
    ITEMS.forEach((item, index) => {
      const { itself, room } = demoPictureSvgs(item, index);
      for (const svg of [itself, room]) {
        expect(svg).not.toContain(item.name);
        for (const [, size, text] of svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)) {
          // Capitals of the widest sans-serif fonts stay under 0.72 em: the word fits a 600-wide sheet.
          expect(Number(size) * text.length * 0.72).toBeLessThanOrEqual(520);
        }
      }
    });
  });

  it('draw each kind of item as two pictures: the item in its own proportions and the item in a room', async () => {
    const kinds = new Map<string, (typeof ITEMS)[number] & { index: number }>();
    ITEMS.forEach((item, index) => {
      if (!kinds.has(item.category)) kinds.set(item.category, { ...item, index });
    });
    expect([...kinds.keys()].sort()).toEqual(
      ['Frames', 'Nikkah-Nama', 'Polaroids', 'Posters', 'Posters With Frames', 'Stickers'].sort(),
    );
    for (const item of kinds.values()) {
      const [itself, room] = await demoPictures(item, item.index);
      const [a, b] = await Promise.all([sharp(itself.bytes).metadata(), sharp(room.bytes).metadata()]);
      expect(itself.mime).toBe('image/webp');
      expect({ width: b.width, height: b.height }).toEqual({ width: 1200, height: 800 });
      if (item.category === 'Polaroids')
        expect({ width: a.width, height: a.height }).toEqual({ width: 800, height: 600 });
      else expect({ width: a.width, height: a.height }).toEqual({ width: 600, height: 800 });
    }
  });

  it('differ from one item to the next', () => {
    const first = demoPictureSvgs(ITEMS[0], 0).itself;
    const second = demoPictureSvgs(ITEMS[1], 1).itself;
    expect(first).not.toBe(second);
  });
});
