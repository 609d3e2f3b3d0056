import { describe, expect, it } from 'vitest';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './shop-locales';

describe('shop locales', () => {
  it('reads Urdu from /ur and its pages, English from every other path', () => {
    expect(localeOfPath('/ur')).toBe('ur');
    expect(localeOfPath('/ur/products')).toBe('ur');
    expect(localeOfPath('/urdu-posters')).toBe('en');
    expect(localeOfPath('/products')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a page between its English and Urdu addresses both ways', () => {
    expect(pathInLocale('/', 'ur')).toBe('/ur');
    expect(pathInLocale('/product/a1', 'ur')).toBe('/ur/product/a1');
    expect(pathInLocale('/product/a1', 'en')).toBe('/product/a1');
    expect(pathWithoutLocale('/ur')).toBe('/');
    expect(pathWithoutLocale('/ur/track-order/t1')).toBe('/track-order/t1');
    expect(pathWithoutLocale('/urdu-posters')).toBe('/urdu-posters');
  });
});
