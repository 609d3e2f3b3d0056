import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { listingQueryFrom } from '../product-listing/listing-query';
import { itemAnswer, listAnswer, listingAnswer } from './cached-answers';

const strapi = {} as Core.Strapi;

describe('the cached answers’ keys', () => {
  it('are one per normalised listing query, unknown parameters ignored', () => {
    const key = (query: Record<string, string>) => listingAnswer(strapi, listingQueryFrom(query)).key;
    expect(key({ search: 'Night ' })).toBe(key({ search: 'night', unknown: 'x' }));
    expect(key({ search: 'night' })).not.toBe(key({ search: 'night', page: '2' }));
  });

  it('are one per list limit, any other parameter ignored and a large limit clamped', () => {
    const key = (query: Record<string, string>) => listAnswer(strapi, 'newestProducts', query).key;
    expect(key({ limit: '2', page: '7' })).toBe(key({ limit: '2' }));
    expect(key({ limit: '100000' })).toBe(key({ limit: '100' }));
    expect(key({})).not.toBe(key({ limit: '2' }));
  });

  it('refuse a bad listing parameter as a 400 naming it, and a malformed product id as not found', () => {
    expect(() => listingQueryFrom({ page: '-1' })).toThrow('page must be a page number');
    expect(() => itemAnswer(strapi, 'product', '../etc')).toThrow('Product not found');
  });
});
