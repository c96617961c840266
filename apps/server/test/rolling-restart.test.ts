import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { profiles } from '#src/db/schema.ts';
import { seedDemo } from '#src/seed/seed.ts';

import { freePort } from './helpers.ts';
import { openDataDir, siteEnv, startServer, stopServer, type ServedSite } from './served-site.ts';

/**
 * A rolling restart as a load balancer sees one server of several: members keep calling it over
 * keep-alive connections, reads and writes, when it is told to stop. Every request that reached
 * it must be answered, in full and as usual; a request whose sender is refused a connection was
 * never sent, and goes to another server.
 */
const ADMIN = { email: 'keeper@example.org', password: 'Kandy#Lake2031x' };
/** Members' browsers and a load balancer keep a few connections each; a dozen call at once. */
const CONNECTIONS = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  method: string;
  path: string;
  /** When the whole request had been handed to the network (performance.now()). */
  sentAt?: number;
  status?: number;
  connection?: string;
  /** How it failed, for a call that got no whole answer. */
  error?: string;
  /** When the connection's previous answer had come. */
  previousAt?: number;
}

/** One call over `agent`'s one connection; never rejects: a failure is an outcome too. */
function call(port: number, agent: http.Agent, method: string, route: string, token: string, body?: unknown) {
  const outcome: Call = { method, path: route };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Call>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method,
      path: route,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    request.on('finish', () => (outcome.sentAt = performance.now()));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        outcome.status = response.statusCode;
        outcome.connection = response.headers.connection;
        resolve(outcome);
      });
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ ...outcome, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
    request.end(payload);
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('a rolling restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-restart-'));
  let site: ServedSite | undefined;
  afterAll(async () => {
    await stopServer(site);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it received on keep-alive connections after SIGTERM, then exits 0', async () => {
    const database = await openDataDir(dataDir);
    await seedDemo(database.db, { profiles: 30, seed: 1 });
    const rows = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.active, 1), eq(profiles.sex, 2)));
    const profileIds = rows.map((row) => row.id);
    await database.close();
    expect(profileIds.length).toBeGreaterThan(2);

    const port = await freePort();
    site = await startServer(
      siteEnv(dataDir, { PORT: String(port), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    );
    const login = await fetch(`${site.url}/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };

    // Each connection calls back to back: a read, a hide (a POST that writes), a draft save (a PUT).
    const calls: Call[] = [];
    let stopped = false;
    const connections = Array.from({ length: CONNECTIONS }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let previousAt: number | undefined;
      for (let turn = 0; !stopped; turn++) {
        const kind = (turn + index) % 3;
        const outcome =
          kind === 0
            ? await call(port, agent, 'GET', '/api/hidden/ids', token)
            : kind === 1
              ? await call(port, agent, 'POST', `/api/hidden/${profileIds[turn % profileIds.length]}`, token)
              : await call(port, agent, 'PUT', '/api/profilecx/draft', token, {
                  step: 'basics',
                  profileFor: 'daughter',
                  values: { name: `Nimali ${index}-${turn}` },
                });
        calls.push({ ...outcome, ...(previousAt === undefined ? {} : { previousAt }) });
        previousAt = performance.now();
        // Refused: the server listens no more. This connection is done.
        if (outcome.error === 'ECONNREFUSED') break;
      }
      agent.destroy();
    });

    // Every connection is open and has answered a few calls before the signal.
    const warm = () => calls.filter((outcome) => outcome.status === 200).length >= CONNECTIONS * 4;
    for (const end = Date.now() + 60_000; Date.now() < end && !warm();) await sleep(20);
    const signalledAt = performance.now();
    site.child.kill('SIGTERM');
    const code = await Promise.race([site.exited, sleep(40_000).then(() => 'still running')]);
    stopped = true;
    await Promise.all(connections);

    const before = calls.filter((outcome) => outcome.sentAt !== undefined && outcome.sentAt < signalledAt);
    const unanswered = calls.filter((outcome) => outcome.sentAt !== undefined && outcome.status === undefined);
    const describe = (outcome: Call) =>
      `${outcome.method} ${outcome.path} sent ${Math.round((outcome.sentAt ?? 0) - signalledAt)} ms after the signal, ${Math.round((outcome.sentAt ?? 0) - (outcome.previousAt ?? 0))} ms after the previous answer: ${outcome.error ?? outcome.status}`;

    expect(before.length).toBeGreaterThan(CONNECTIONS * 3);
    // No request that reached the server is left without its answer, before or after the signal.
    expect(unanswered.map(describe), site.said()).toEqual([]);
    // Each is answered as it would be at any other time: no 503 for a request already received.
    expect(calls.filter((outcome) => outcome.status !== undefined && outcome.status !== 200).map(describe)).toEqual([]);
    // The requests under way when it stopped were served, each answer ending its connection so
    // that the client opens its next one elsewhere.
    expect(calls.filter((outcome) => outcome.status === 200 && outcome.connection === 'close').length).toBeGreaterThan(
      0,
    );
    expect(code, site.said()).toBe(0);
  }, 420_000);
});
