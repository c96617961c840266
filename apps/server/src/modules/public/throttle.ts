import { isIPv6 } from 'node:net';

import type { preHandlerHookHandler } from 'fastify';

import { messages, said, type Said } from '#src/lib/messages.ts';
import { waitWords, type RateLimiter } from '#src/lib/rate-limit.ts';

/**
 * Public reads (pp/search and pp/{id}) one client address may make in a minute: plenty for a
 * person browsing, too few for a scraper copying every profile. A valid member token raises the
 * limit; the counter is the same one, per address, kept in the database so every server shares it.
 */
export const PUBLIC_READS_PER_MINUTE = { visitor: 120, member: 300 } as const;
const WINDOW_SECONDS = 60;

const throttleWords = messages('throttle', {
  tooMany: 'Too many profiles and searches from your address in a short time. Please try again in {{wait}}.',
});
export const throttleText = (retryAfter: number): Said =>
  said(throttleWords, 'tooMany', { wait: waitWords(retryAfter) });

/**
 * Whose reads a call counts as: the IPv4 address, or an IPv6 address's /64 network (one home or
 * one server gets a whole /64, so counting single IPv6 addresses would let a scraper rotate).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A preHandler after `optionalUser`: counts the read and answers 429 past the limit. */
export function publicReadThrottle(limiter: RateLimiter): preHandlerHookHandler {
  return async (request) => {
    await limiter.consume({
      key: `public-read:ip:${clientKey(request.ip)}`,
      max: request.user ? PUBLIC_READS_PER_MINUTE.member : PUBLIC_READS_PER_MINUTE.visitor,
      windowSeconds: WINDOW_SECONDS,
      message: throttleText,
    });
  };
}
