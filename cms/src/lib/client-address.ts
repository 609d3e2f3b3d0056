import net from 'node:net';

/** The 16-bit groups of a valid IPv6 address, the `::` expanded and an IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * Who a client is for the limits: an IPv4 address as it is (also when written as `::ffff:a.b.c.d`), an
 * IPv6 address by its /64, the block one home, phone or server is given: otherwise each of its
 * 2^64 addresses would get limits of its own.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
