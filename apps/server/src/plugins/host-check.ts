import os from 'node:os';

import type { FastifyInstance } from 'fastify';

import type { Config } from '#src/config.ts';
import { badRequest } from '#src/lib/http-errors.ts';
import { messages, said } from '#src/lib/messages.ts';

export const hostCheckText = messages('hostCheck', {
  otherHost: 'This site does not answer to that host name.',
} as const);

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
/** Health checks and metric scrapers name the machine by any address. */
const OPEN_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/** A Host header's name in lower case (IPv6 in brackets), or undefined when it is not a plain host. */
function hostnameOf(host: string): string | undefined {
  if (!/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The host of an absolute-form request line (`GET http://host/path HTTP/1.1`), which stands in for
 * the Host header (RFC 9112, 3.2.2); '' when it cannot be read, undefined for the usual path form.
 */
function requestLineHost(rawUrl: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(rawUrl)) return undefined;
  try {
    return new URL(rawUrl).host;
  } catch {
    return '';
  }
}

/** The names this server answers to: PUBLIC_URL's host, HOST, and, behind a wildcard, the machine's addresses. */
export function allowedHostnames(config: Pick<Config, 'PUBLIC_URL' | 'HOST'>): Set<string> {
  const names = new Set<string>();
  if (config.PUBLIC_URL) names.add(new URL(config.PUBLIC_URL).hostname);
  if (WILDCARDS.has(config.HOST)) {
    for (const addresses of Object.values(os.networkInterfaces())) {
      for (const address of addresses ?? [])
        names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
    }
    names.add(os.hostname().toLowerCase());
  } else {
    const name = hostnameOf(
      config.HOST.includes(':') && !config.HOST.startsWith('[') ? `[${config.HOST}]` : config.HOST,
    );
    if (name) names.add(name);
  }
  return names;
}

/**
 * Answers 400 to a request for a host that is not this site: nothing is built from the Host
 * header (links come from configuration), and this keeps a forged name from being served at all.
 * The Host header is what is checked, as the proxy passed it on, never X-Forwarded-Host in its
 * place (Fastify's `request.host` behind a trusted proxy); a request whose X-Forwarded-Host names
 * another site is refused too, and so is a request line that names another host itself.
 */
export function registerHostCheck(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL' | 'HOST'>) {
  const allowed = allowedHostnames(config);
  const isOurs = (host: string) => {
    const hostname = hostnameOf(host.trim());
    return hostname !== undefined && (allowed.has(hostname) || isLoopback(hostname));
  };
  app.addHook('onRequest', async (request) => {
    if (OPEN_PATHS.has(request.url.split('?')[0]!)) return;
    const forwarded = request.headers['x-forwarded-host'];
    const lineHost = requestLineHost(request.raw.url ?? '');
    // Every name the request gives for the host must be ours.
    const named = [
      request.headers.host ?? '',
      ...(forwarded === undefined ? [] : String(forwarded).split(',')),
      ...(lineHost === undefined ? [] : [lineHost]),
    ];
    if (!named.every(isOurs)) {
      throw badRequest(said(hostCheckText, 'otherHost'));
    }
  });
}
