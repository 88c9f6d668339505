import ipaddr from 'ipaddr.js';

/** The leading bits of an IPv6 address that one client is counted by: one subscriber commonly holds a whole /64. */
export const IPV6_CLIENT_PREFIX_BITS = 64;

/**
 * The client a rate limit counts an address as (login, access codes): an IPv4 address as itself (also when
 * written IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address by its /64 (`2001:db8:1:2::/64`), since a single
 * host or subscriber is handed 2^64 addresses to choose from. Anything unparseable counts as itself.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = v6.parts.map((word, index) => (index < IPV6_CLIENT_PREFIX_BITS / 16 ? word : 0));
  return `${new ipaddr.IPv6(prefix).toString()}/${IPV6_CLIENT_PREFIX_BITS}`;
}
