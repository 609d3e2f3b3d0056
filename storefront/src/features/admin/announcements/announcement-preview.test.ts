import { previewOf } from './announcement-preview';

describe('previewOf', () => {
  it('keeps a message within the limit whole', () => {
    expect(previewOf('Eid sale!', 150)).toEqual({ text: 'Eid sale!', cut: false });
  });

  it('cuts a longer message at the limit and marks it', () => {
    const preview = previewOf('a'.repeat(151), 150);
    expect(preview).toEqual({ text: `${'a'.repeat(150)}...`, cut: true });
  });
});
