import ipaddr from 'ipaddr.js';

/**
 * Whether an importer may connect to an address: a public unicast one only. ipaddr.js names every
 * special range (loopback, private, link-local with the cloud metadata address 169.254.169.254,
 * unique-local, multicast, unspecified, carrier-grade NAT, reserved, NAT64 and 6to4 prefixes that
 * can wrap a private IPv4…), and `process` turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1)
 * into the IPv4 one it stands for. Allowing "unicast" alone refuses whatever range a later version
 * names too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
