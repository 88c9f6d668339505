import ipaddr from 'ipaddr.js';

export type WebhookAddressProblem = 'validation.webhookUrl' | 'validation.webhookHttps' | 'validation.webhookPrivate';

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** An IP address in the public unicast space (not loopback, private, link-local, unique-local, reserved …); an IPv4-mapped IPv6 address as its IPv4. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const parsed = ipaddr.parse(ip);
  const address = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  return address.range() === 'unicast';
}

/** An IP literal outside the public unicast space. */
function isNonPublicAddress(host: string): boolean {
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  return ipaddr.isValid(literal) && !isPublicAddress(literal);
}

/** Whether the operator allows this webhook's host however it is reached (SCHEDULE_WEBHOOK_HTTP_HOSTS: a name or name:port). */
export const isAllowedWebhookHost = (url: URL, allowedHosts: readonly string[]): boolean =>
  allowedHosts.includes(url.hostname.toLowerCase()) || allowedHosts.includes(url.host.toLowerCase());

/**
 * Whether a robot webhook may be called, so that a schedule cannot be used to reach internal addresses
 * (issue 22): https to a public host, or any address of a host the operator allows
 * (SCHEDULE_WEBHOOK_HTTP_HOSTS, by host name or host:port). A host that is an IP literal is checked here;
 * a DNS name is checked when the request is sent (the address it resolves to then), with delivery.
 */
export function webhookAddressProblem(address: string, allowedHosts: readonly string[]): WebhookAddressProblem | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'validation.webhookUrl';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'validation.webhookUrl';
  const host = url.hostname.toLowerCase();
  if (isAllowedWebhookHost(url, allowedHosts)) return undefined;
  if (url.protocol === 'http:') return 'validation.webhookHttps';
  return isLocalName(host) || isNonPublicAddress(host) ? 'validation.webhookPrivate' : undefined;
}
