import { afterAll, beforeAll, describe, it } from 'vitest';
import { startShop, type TestShop } from './helpers/shop-server';

// Two proxies in front (a load balancer, then nginx): each appends the address it saw.
let shop: TestShop;

beforeAll(async () => {
  shop = await startShop({ TRUST_PROXY: '2', RATE_LIMIT_CONTACT: '1/60' });
});
afterAll(() => shop.stop());

const message = { name: 'A', email: 'a@example.com', number: '1', message: 'Hi' };
function send(forwardedFor: string) {
  return shop.api().post('/api/contact/save-message').set('X-Forwarded-For', forwardedFor).send(message);
}

describe('TRUST_PROXY with the number of proxies in front', () => {
  it('counts the client the outer proxy saw, whatever the client wrote before it', async () => {
    await send('9.9.9.9, 203.0.113.1, 10.0.0.1').expect(201);
    await send('8.8.8.8, 203.0.113.1, 10.0.0.2').expect(429);
    await send('203.0.113.1, 10.0.0.1').expect(429);
    await send('9.9.9.9, 203.0.113.2, 10.0.0.1').expect(201);
  });
});

describe('an IPv6 client', () => {
  it('is counted by its /64: another address of the block shares its limits, the next block does not', async () => {
    await send('2001:db8:77:1::1, 10.0.0.1').expect(201);
    await send('2001:db8:77:1:ffff:ffff:ffff:fffe, 10.0.0.1').expect(429);
    await send('2001:db8:77:2::1, 10.0.0.1').expect(201);
  });
});
