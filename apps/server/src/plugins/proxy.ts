import { BlockList, isIPv6 } from 'node:net';

import type { FastifyRequest } from 'fastify';

import type { Config } from '#src/config.ts';

/** Addresses a proxy on this machine or on a private network connects from (proxy-addr's named ranges). */
const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE_NETWORKS.addSubnet(network, prefix, 'ipv6');

const isPrivate = (address: string) => PRIVATE_NETWORKS.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * Fastify's trustProxy for TRUST_PROXY, X-Forwarded-For read from the right. A list of addresses
 * is Fastify's own. A count of n proxies believes the n addresses nearest the server, the first
 * being the connection itself only when it comes from this machine or a private network: a client
 * that reaches the server directly from outside is counted as itself, whatever it writes. (Fastify
 * takes no bare count: it cannot tell a proxy from a client.)
 */
export function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (address: string, hop: number) => hop < setting && (hop > 0 || isPrivate(address));
}

/**
 * Headers a proxy adds to what it passes on. Any of them means the request did not start on this
 * machine, even when it arrives from loopback: a proxy on this machine connects from there too.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
]);

/** Whether a request carries any sign of having come through a proxy (X-Forwarded-*, Forwarded, X-Real-IP...). */
export function cameThroughProxy(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.has(name));
}
