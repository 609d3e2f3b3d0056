import { photoCropSchema } from '@shop/contracts';
import { nextTurn, photoCropOf } from './photo-crop-of';

describe('photoCropOf', () => {
  it('turns the cropper’s percentages into fractions of the photo, with the turn', () => {
    expect(photoCropOf({ x: 25, y: 10, width: 50, height: 80 }, 90)).toEqual({
      x: 0.25,
      y: 0.1,
      width: 0.5,
      height: 0.8,
      rotation: 90,
    });
  });

  it('keeps a crop that overshoots the photo’s edge by a rounding error inside it, so the order takes it', () => {
    const crop = photoCropOf({ x: 33.33334, y: -0.00001, width: 66.66667, height: 100.00001 }, 0);
    expect(crop).toMatchObject({ y: 0, height: 1 });
    expect(photoCropSchema.safeParse(crop).success).toBe(true);
  });

  it('is none while the photo has no size yet', () => {
    expect(
      photoCropOf({ x: Number.NaN, y: Number.NaN, width: Number.NaN, height: Number.NaN }, 0),
    ).toBeNull();
    expect(photoCropOf({ x: 0, y: 0, width: 0, height: 0 }, 0)).toBeNull();
  });
});

describe('nextTurn', () => {
  it('goes a quarter clockwise, and round', () => {
    expect([0, 90, 180, 270].map((turn) => nextTurn(turn as 0))).toEqual([90, 180, 270, 0]);
  });
});
