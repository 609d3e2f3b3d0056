import { isImageValue, MINIMUM_ORDER_MESSAGE, meetsMinimumOrder } from './cart-rules';

describe('cart rules', () => {
  it('needs a total of at least Rs. 500', () => {
    expect(meetsMinimumOrder(499)).toBe(false);
    expect(meetsMinimumOrder(500)).toBe(true);
    expect(MINIMUM_ORDER_MESSAGE).toBe('Minimum order amount is Rs. 500');
  });

  it('shows uploaded image addresses as pictures and everything else as text', () => {
    expect(isImageValue('https://res.example.com/image/upload/v1/a.jpg')).toBe(true);
    expect(isImageValue('/uploads/custom-image-1.webp')).toBe(true);
    expect(isImageValue('Sara')).toBe(false);
    expect(isImageValue('photo.jpg is nice')).toBe(false);
  });
});
