import { describe, expect, it } from 'vitest';
import { SHOP_PATH_PATTERNS, SHOP_PATHS } from './shop-paths';

describe('shop paths', () => {
  it('fills a route pattern with its value, encoded', () => {
    expect(SHOP_PATHS.product('abc123')).toBe('/product/abc123');
    expect(SHOP_PATHS.customizeProduct('a b')).toBe('/customize-product/a%20b');
    expect(SHOP_PATHS.trackOrderByToken('t/1')).toBe('/track-order/t%2F1');
  });

  it('gives the prefix of a pattern for an empty value, as the server matches pages', () => {
    expect(SHOP_PATHS.product('')).toBe('/product/');
    expect(SHOP_PATH_PATTERNS.product.startsWith(SHOP_PATHS.product(''))).toBe(true);
    expect(SHOP_PATHS.trackOrderByToken('')).toBe(`${SHOP_PATHS.trackOrder}/`);
  });
});
