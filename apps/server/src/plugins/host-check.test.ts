import net from 'node:net';

import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/use-test-app.ts';

import { allowedHostnames } from './host-check.ts';

describe('host names and generated links', () => {
  const t = useTestApp({ HOST: '127.0.0.1', PORT: '8123' });

  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it('answers 400 to a host that is not this site, on pages and calls alike', async () => {
    for (const url of ['/robots.txt', '/api/pp/latest?sx=1', '/sitemap.xml', '/identity/getuserdetails']) {
      for (const host of ['evil.example', 'evil.example:8123', '127.0.0.1.evil.example', 'a@evil.example']) {
        const response = await get(url, host);
        expect(response.statusCode, `${url} for ${host}`).toBe(400);
        expect(response.body).not.toContain('evil');
      }
    }
  });

  it('answers 400 when the request line itself names another host, whatever the Host header says', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const send = (line: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write(`${line}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
        );
        let answer = '';
        socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    const forged = await send('GET http://evil.example/api/pp/latest?sx=1 HTTP/1.1');
    expect(forged.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(forged).toContain('This site does not answer to that host name.');
    const own = await send(`GET http://127.0.0.1:${port}/api/pp/latest?sx=1 HTTP/1.1`);
    expect(own.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('serves its own address and loopback names, and health checks whatever the host', async () => {
    expect((await get('/api/pp/latest?sx=1', '127.0.0.1:8123')).statusCode).toBe(200);
    expect((await get('/api/pp/latest?sx=1', 'localhost:3000')).statusCode).toBe(200);
    expect((await get('/api/pp/latest?sx=1', '[::1]:8123')).statusCode).toBe(200);
    expect((await get('/healthz', 'lb-probe.internal')).statusCode).toBe(200);
  });

  it('builds links from the configured address, never from the Host header', async () => {
    const robots = await get('/robots.txt', 'localhost:3000');
    expect(robots.body).toContain('Sitemap: http://127.0.0.1:8123/sitemap.xml');
    expect(robots.body).not.toContain('localhost:3000');
    const index = await get('/sitemap.xml', 'localhost:3000');
    expect(index.body).toContain('http://127.0.0.1:8123/sitemap-pages.xml');
    expect(index.body).not.toContain('localhost:3000');
  });

  it('knows PUBLIC_URL’s host and, listening everywhere, the machine’s own addresses', () => {
    expect(allowedHostnames({ PUBLIC_URL: 'https://vivaha.example.org', HOST: '127.0.0.1' })).toEqual(
      new Set(['vivaha.example.org', '127.0.0.1']),
    );
    const everywhere = allowedHostnames({ PUBLIC_URL: undefined, HOST: '0.0.0.0' });
    expect(everywhere.has('127.0.0.1')).toBe(true);
    expect(everywhere.has('evil.example')).toBe(false);
  });
});

describe('a site with a public address', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });

  it('serves its public host and links to it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'vivaha.example.org' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://vivaha.example.org/sitemap.xml');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'vivaha.example.org.evil.example' },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('a site behind a reverse proxy', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org', TRUST_PROXY: '1' });

  const get = (host: string, forwardedHost: string) =>
    t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host, 'x-forwarded-host': forwardedHost } });

  it('answers a forged host even when X-Forwarded-Host names the site', async () => {
    const forged = await get('evil.example', 'vivaha.example.org');
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('evil');
  });

  it('answers 400 when X-Forwarded-Host names another site', async () => {
    expect((await get('vivaha.example.org', 'evil.example')).statusCode).toBe(400);
    expect((await get('vivaha.example.org', 'vivaha.example.org, evil.example')).statusCode).toBe(400);
  });

  it('serves the site’s own name, as a proxy passes it in both headers', async () => {
    const response = await get('vivaha.example.org', 'vivaha.example.org');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sitemap: https://vivaha.example.org/sitemap.xml');
  });
});
