import { customValueText, downloadNameOf, photoCropText } from './custom-values';

describe('customValueText', () => {
  it('shows text as it is and anything else serialized', () => {
    expect(customValueText('Gold')).toBe('Gold');
    expect(customValueText(3)).toBe('3');
    expect(customValueText({ line: 2 })).toBe('{"line":2}');
  });
});

describe('downloadNameOf', () => {
  it("names the file '{key}-order-{orderNumber}-item-{n}', or 'custom-image' without a key", () => {
    expect(downloadNameOf('Photo', 'ORD-1001', 2)).toBe('Photo-order-ORD-1001-item-2');
    expect(downloadNameOf('', 'ORD-1001', 1)).toBe('custom-image');
  });
});

describe('photoCropText', () => {
  it('says the part of the photo kept, where it starts, and any turn', () => {
    expect(photoCropText({ x: 0.1, y: 0.25, width: 0.5, height: 0.625, rotation: 0 })).toBe(
      'Cropped to 50% × 62.5% of the photo, from 10% left and 25% top',
    );
    expect(photoCropText({ x: 0, y: 0, width: 1, height: 0.4, rotation: 90 })).toBe(
      'Cropped to 100% × 40% of the photo, from 0% left and 0% top, turned 90° clockwise first',
    );
  });
});
