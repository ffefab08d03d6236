import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { FetchRefused } from './fetch-refused.js';
import { isPublicAddress } from './public-address.js';

/**
 * A `lookup` for the socket itself: the name is resolved once, every address it has is checked, and
 * the socket connects to one of those very addresses. Checking first and letting the connection
 * resolve again would let a DNS server answer a public address to the check and a private one to
 * the connection (DNS rebinding). A name with any non-public address is refused altogether.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const detail = `${hostname} resolves to ${refused?.address ?? 'nothing'}`;
      return callback(Object.assign(new FetchRefused('privateAddress', detail), { code: 'EREFUSED' }), '', 0);
    }
    // net asks for every address when it tries IPv6 and IPv4 in turn (autoSelectFamily), else for one.
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};
