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
    expect(imagesForUpdate([front, back], [{ image: front }, { image: null }])).toEqual({
      productImages: [front],
      imagesToDelete: ['back'],
    });
  });

  it('sends a replacement as a data URL and deletes the image it replaced', () => {
    expect(
      imagesForUpdate([front, back], [{ image: 'data:image/png;base64,AAAA' }, { image: back }]),
    ).toEqual({
      productImages: ['data:image/png;base64,AAAA', back],
      imagesToDelete: ['front'],
    });
  });

  it('has nothing to delete for an image stored as a plain URL', () => {
    expect(imagesForUpdate(['https://cdn.example.com/a.jpg'], slotsOf([]))).toEqual({
      productImages: [],
      imagesToDelete: [],
    });
  });
});

describe('slotsOf', () => {
  it('always gives two slots', () => {
    expect(slotsOf([])).toEqual([{ image: null }, { image: null }]);
    expect(slotsOf([front])).toEqual([{ image: front }, { image: null }]);
  });
});
