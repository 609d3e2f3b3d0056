import type { Core } from '@strapi/strapi';
import { describe, expect, it, vi } from 'vitest';
import { absoluteImageUrl, itemsWithAbsoluteImages, publicOrigin } from './public-url';

function shopAt(config: Record<string, unknown>, listeningPort?: number): Core.Strapi {
  const address = listeningPort ? { port: listeningPort, address: '127.0.0.1', family: 'IPv4' } : null;
  return {
    config: { get: (key: string) => config[key] },
    server: { httpServer: { address: () => address } },
  } as unknown as Core.Strapi;
}

describe('publicOrigin', () => {
  it('is PUBLIC_URL when set, without a trailing slash', () => {
    expect(publicOrigin(shopAt({ 'server.url': 'https://shop.example.com/' }))).toBe(
      'https://shop.example.com',
    );
  });

  it('is the shop’s own http://HOST:PORT otherwise, with the port it listens on', () => {
    expect(publicOrigin(shopAt({ 'server.host': '127.0.0.1', 'server.port': 1337 }, 4100))).toBe(
      'http://127.0.0.1:4100',
    );
    expect(publicOrigin(shopAt({ 'server.host': '0.0.0.0', 'server.port': 1337 }))).toBe(
      'http://localhost:1337',
    );
  });

  it('asks a listening server its port once, not for every image URL; a server not yet listening again', () => {
    const listening = shopAt({ 'server.host': '127.0.0.1' }, 4100);
    const address = vi.spyOn(listening.server.httpServer, 'address');
    for (let i = 0; i < 3; i++) expect(publicOrigin(listening)).toBe('http://127.0.0.1:4100');
    expect(address).toHaveBeenCalledTimes(1);

    const starting = shopAt({ 'server.host': '127.0.0.1', 'server.port': 1337 });
    const notYet = vi.spyOn(starting.server.httpServer, 'address');
    publicOrigin(starting);
    publicOrigin(starting);
    expect(notYet).toHaveBeenCalledTimes(2);
  });
});

describe('absoluteImageUrl', () => {
  const shop = shopAt({ 'server.url': 'https://shop.example.com' });

  it('puts a stored path under the public origin and leaves absolute URLs alone', () => {
    expect(absoluteImageUrl(shop, '/uploads/a.webp')).toBe('https://shop.example.com/uploads/a.webp');
    expect(absoluteImageUrl(shop, 'https://res.cloudinary.com/x/a.webp')).toBe(
      'https://res.cloudinary.com/x/a.webp',
    );
  });

  it('turns every order line’s image absolute', () => {
    expect(itemsWithAbsoluteImages(shop, [{ image: '/uploads/a.webp' }, { image: null }])).toEqual([
      { image: 'https://shop.example.com/uploads/a.webp' },
      { image: null },
    ]);
  });
});
