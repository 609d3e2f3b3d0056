import { describe, expect, it } from 'vitest';
import { cappedPixels } from './image-bytes';

describe('the pixels a photo is stored at', () => {
  it('scales the long side down to the cap, keeping the shape', () => {
    expect(cappedPixels({ width: 8000, height: 6000 }, 4961)).toEqual({ width: 4961, height: 3721 });
    expect(cappedPixels({ width: 3000, height: 12000 }, 4961)).toEqual({ width: 1240, height: 4961 });
  });

  it('keeps a photo at or under the cap, and any photo without one, as it is', () => {
    expect(cappedPixels({ width: 4961, height: 100 }, 4961)).toEqual({ width: 4961, height: 100 });
    expect(cappedPixels({ width: 1200, height: 900 }, 4961)).toEqual({ width: 1200, height: 900 });
    expect(cappedPixels({ width: 9000, height: 900 }, undefined)).toEqual({ width: 9000, height: 900 });
  });
});
