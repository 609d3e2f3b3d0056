import { boxAfterKey, movedBox, photoAspect, resizedBox, startingLayout } from './box-moves';

const box = { x: 0.2, y: 0.3, w: 0.5, h: 0.2 };

describe('moving and resizing a box', () => {
  it('moves inside the picture and stops at its edges', () => {
    expect(movedBox(box, 0.1, -0.1)).toEqual({ x: 0.3, y: 0.2, w: 0.5, h: 0.2 });
    expect(movedBox(box, 0.9, 0.9)).toEqual({ x: 0.5, y: 0.8, w: 0.5, h: 0.2 });
    expect(movedBox(box, -1, -1)).toEqual({ x: 0, y: 0, w: 0.5, h: 0.2 });
  });

  it('resizes down to the least box and up to the picture edge', () => {
    expect(resizedBox(box, 0.1, 0.1)).toEqual({ x: 0.2, y: 0.3, w: 0.6, h: 0.3 });
    expect(resizedBox(box, -1, -1)).toEqual({ x: 0.2, y: 0.3, w: 0.02, h: 0.02 });
    expect(resizedBox(box, 1, 1)).toEqual({ x: 0.2, y: 0.3, w: 0.8, h: 0.7 });
  });

  it('moves with arrow keys, resizes with shift and arrows, ignores other keys', () => {
    expect(boxAfterKey(box, 'ArrowRight', false)).toEqual({ ...box, x: 0.21 });
    expect(boxAfterKey(box, 'ArrowUp', false)).toEqual({ ...box, y: 0.29 });
    expect(boxAfterKey(box, 'ArrowLeft', true)).toEqual({ ...box, w: 0.49 });
    expect(boxAfterKey(box, 'ArrowDown', true)).toEqual({ ...box, h: 0.21 });
    expect(boxAfterKey(box, 'Enter', false)).toBeNull();
  });
});

describe('a new placement', () => {
  it('gives a photo its area and a text its band with the default style, each field lower', () => {
    expect(startingLayout('image', 0)).toEqual({ x: 0.3, y: 0.1, w: 0.4, h: 0.3 });
    expect(startingLayout('text', 1)).toMatchObject({ x: 0.1, y: 0.22, w: 0.8, h: 0.1, font: 'sans' });
  });

  it('measures a photo area’s printed aspect on the picture', () => {
    expect(photoAspect({ x: 0, y: 0, w: 0.5, h: 0.5 }, 0.8)).toBe(0.8);
    expect(photoAspect({ x: 0, y: 0, w: 1, h: 0.02 }, 1)).toBe(10);
  });
});
