import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:127.0.0.2')).toBe('127.0.0.2');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = clientKey('2001:db8:abcd:12::1');
    expect(one).toBe('2001:db8:abcd:12::/64');
    for (const other of [
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '2001:0db8:abcd:0012:0:0:0:9',
      '2001:DB8:ABCD:12:1:2:3:4',
      '2001:db8:abcd:12::1%eth0',
      '2001:db8:abcd:12::192.0.2.1',
    ])
      expect(clientKey(other)).toBe(one);
  });

  it('tells apart addresses of two /64s', () => {
    expect(clientKey('2001:db8:abcd:13::1')).not.toBe(clientKey('2001:db8:abcd:12::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is no IP address as it is', () => {
    expect(clientKey('')).toBe('');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
