import { imagesForUpdate, slotsOf } from './image-slots';

const front = { url: '/uploads/front.webp', public_id: 'front' };
const back = { url: '/uploads/back.webp', public_id: 'back' };

describe('imagesForUpdate', () => {
  it('keeps untouched images as they are stored and deletes nothing', () => {
    expect(imagesForUpdate([front, back], slotsOf([front, back]))).toEqual({
      productImages: [front, back],
      imagesToDelete: [],
    });
  });

  it('lists a removed image under imagesToDelete', () => {
    const [first] = slotsOf([front, back]);
    expect(imagesForUpdate([front, back], [first, null])).toEqual({
      productImages: [front],
      imagesToDelete: ['back'],
    });
  });

  it('sends a replacement as a data URL and deletes the image it replaced', () => {
    const [, second] = slotsOf([front, back]);
    expect(
      imagesForUpdate([front, back], [{ kind: 'new', dataUrl: 'data:image/png;base64,AAAA' }, second]),
    ).toEqual({
      productImages: ['data:image/png;base64,AAAA', back],
      imagesToDelete: ['front'],
    });
  });

  it('has nothing to delete for an image stored as a plain URL', () => {
    expect(imagesForUpdate(['https://cdn.example.com/a.jpg'], [null, null])).toEqual({
      productImages: [],
      imagesToDelete: [],
    });
  });
});

describe('slotsOf', () => {
  it('always gives two slots', () => {
    expect(slotsOf([])).toEqual([null, null]);
    expect(slotsOf([front])).toEqual([{ kind: 'stored', image: front }, null]);
  });
});
