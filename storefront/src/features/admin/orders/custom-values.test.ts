import { customValueText, downloadNameOf } from './custom-values';

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
