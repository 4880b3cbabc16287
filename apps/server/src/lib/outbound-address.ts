import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local (cloud metadata), shared and unspecified ranges: the server's own network. */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Refuses an address the server should not call on a member's behalf: one whose host is, or resolves
 * to, an address of the server's own network (pull sources and delivery endpoints are configured by
 * members, and would otherwise reach services behind the firewall). `allowInternal` lifts it, for
 * installations whose sources live on their own network, and for tests.
 */
export async function requireExternalAddress(url: string, allowInternal: boolean): Promise<void> {
  if (allowInternal) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.some(isInternal)) throw new Error(`${host} is an address of the marketplace's own network`);
}
