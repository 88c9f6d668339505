import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './clientAddress';

describe('clientKeyOf', () => {
  it('counts an IPv4 address as itself, written plainly or IPv4-mapped', () => {
    expect(clientKeyOf('192.0.2.17')).toBe('192.0.2.17');
    expect(clientKeyOf('::ffff:192.0.2.17')).toBe('192.0.2.17');
    expect(clientKeyOf('::ffff:c000:211')).toBe('192.0.2.17');
  });

  it('counts every address of one IPv6 /64 as one client, and other /64s apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:1234:5678:9abc:def0', '2001:DB8:1:2::abcd'];
    expect(new Set(one.map(clientKeyOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
    expect(clientKeyOf('')).toBe('');
  });
});
