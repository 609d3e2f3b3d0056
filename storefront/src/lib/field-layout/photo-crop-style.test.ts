import { croppedPhotoStyle, photoAreaAspect } from './photo-crop-style';

describe('croppedPhotoStyle', () => {
  it('fills the area with the whole photo when the crop keeps all of it', () => {
    expect(croppedPhotoStyle({ x: 0, y: 0, width: 1, height: 1, rotation: 0 })).toMatchObject({
      left: '50cqw',
      top: '50cqh',
      width: '100cqw',
      height: '100cqh',
      transform: 'translate(-50%, -50%) rotate(0deg)',
    });
  });

  it('enlarges the photo by the crop and moves its centre so the crop’s corner meets the area’s', () => {
    // Half the photo's width from a quarter in: the photo is twice the area wide, its centre at the area's.
    expect(croppedPhotoStyle({ x: 0.25, y: 0, width: 0.5, height: 1, rotation: 0 })).toMatchObject({
      left: '50cqw',
      width: '200cqw',
      height: '100cqh',
    });
    // The right half: the photo's centre sits on the area's left edge.
    expect(croppedPhotoStyle({ x: 0.5, y: 0.5, width: 0.5, height: 0.5, rotation: 0 })).toMatchObject({
      left: '0cqw',
      top: '0cqh',
    });
  });

  it('swaps the image’s sides on a quarter turn, so the turned photo has the crop’s frame', () => {
    expect(croppedPhotoStyle({ x: 0, y: 0, width: 0.5, height: 1, rotation: 90 })).toMatchObject({
      width: '100cqh',
      height: '200cqw',
      transform: 'translate(-50%, -50%) rotate(90deg)',
    });
  });
});

describe('photoAreaAspect', () => {
  it('is the aspect staff set, else the box’s on a 4:5 picture', () => {
    expect(photoAreaAspect({ w: 0.4, h: 0.4, aspect: 1.5 })).toBe(1.5);
    expect(photoAreaAspect({ w: 0.4, h: 0.4 })).toBeCloseTo(0.8);
  });
});
