import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from './api-routes';

describe('the API route list', () => {
  it('names each method and path once', () => {
    const keys = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills a parameter encoded, and adds a query', () => {
    expect(apiPath('deleteOrder', { id: 'a/b c' })).toBe('/orders/delete/a%2Fb%20c');
    expect(apiPath('trackOrder', {}, { number: 'ORD-1', phone: '0300 1234567' })).toBe(
      '/orders/track?number=ORD-1&phone=0300+1234567',
    );
    expect(apiPath('newestProducts', {}, { limit: '8' })).toBe('/products/newly-added-products?limit=8');
    expect(apiPath('allOrders')).toBe('/orders/all-orders');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => apiPath('changeOrderStatus')).toThrow('changeOrderStatus needs a value for :id');
  });
});
