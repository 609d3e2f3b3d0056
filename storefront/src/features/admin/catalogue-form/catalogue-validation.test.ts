import { type CatalogueDraft, emptyCatalogueDraft } from './catalogue-draft';
import { createProductProblem, updateProductProblem } from './catalogue-validation';

const valid = (): CatalogueDraft => ({
  ...emptyCatalogueDraft(),
  name: 'Starry Night',
  description: 'A poster',
  category: 'Posters',
  hasFrame: false,
});

describe('createProductProblem', () => {
  it('asks for the required fields first, even when everything else is wrong too', () => {
    for (const blank of [{ name: '  ' }, { description: '' }, { category: '' as const }]) {
      expect(createProductProblem({ ...valid(), ...blank, hasFrame: true }, 3)).toBe(
        'Please fill all required fields',
      );
    }
  });

  it('then asks for a frame colour for Frames or a framed Poster or Nikkah-Nama', () => {
    expect(createProductProblem({ ...valid(), category: 'Frames' }, 0)).toBe(
      'Please select at least one frame color',
    );
    expect(createProductProblem({ ...valid(), hasFrame: true }, 0)).toBe(
      'Please select at least one frame color',
    );
    expect(createProductProblem({ ...valid(), category: 'Nikkah-Nama', hasFrame: true }, 0)).toBe(
      'Please select at least one frame color',
    );
    expect(createProductProblem({ ...valid(), hasFrame: true, frameColors: ['White'] }, 1)).toBeNull();
  });

  it('then needs at least 1 image and at most 2', () => {
    expect(createProductProblem(valid(), 0)).toBe('Please upload at least 1 image');
    expect(createProductProblem(valid(), 3)).toBe('You can upload maximum 2 images.');
    expect(createProductProblem(valid(), 2)).toBeNull();
  });

  it('counts a started size row without its actual price as a missing required field', () => {
    const draft = { ...valid(), sizes: [{ size: 'A4', actualPrice: '', discountedPrice: '' }] };
    expect(createProductProblem(draft, 1)).toBe('Please fill all required fields');
  });
});

describe('updateProductProblem', () => {
  it('requires the actual price of every size row', () => {
    expect(updateProductProblem(valid(), 1)).toBe('Please fill all required fields');
    const priced = { ...valid(), sizes: [{ size: '', actualPrice: '500', discountedPrice: '' }] };
    expect(updateProductProblem(priced, 1)).toBeNull();
    expect(updateProductProblem(priced, 0)).toBe('Please upload at least 1 image');
  });
});
