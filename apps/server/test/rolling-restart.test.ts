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
 * A rolling restart of two servers, as a load balancer sees it: members keep calling over
 * keep-alive connections, reads and writes, while each server in turn is told to stop and started
 * again. Every request that reached a server must be answered, in full and as usual. A connection
 * refused carried no request: the caller sends it to the other server, as a load balancer does.
 */
const ADMIN = { email: 'keeper@example.org', password: 'Kandy#Lake2031x' };
/** Members' browsers and a load balancer keep a few connections each; these call at once. */
const CONNECTIONS = 10;
/** A call with no answer after this counts as lost, so that the test ends by itself. */
const CALL_MS = 40_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  method: string;
  path: string;
  port: number;
  status?: number;
  connection?: string;
  /** How it failed, for a call that got no whole answer. */
  error?: string;
  /** Whether it went on a connection that had answered before. */
  reused?: boolean;
}

/** One call over `agent`'s one connection; never rejects: a failure is an outcome too. */
function call(port: number, agent: http.Agent, method: string, route: string, token: string, body?: unknown) {
  const outcome: Call = { method, path: route, port };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Call>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      agent,
      method,
      path: route,
      timeout: CALL_MS,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ...outcome, status: response.statusCode, connection: response.headers.connection }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ ...outcome, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message, reused: request.reusedSocket }),
    );
    request.end(payload);
  });
}

async function login(site: ServedSite): Promise<string> {
  const answer = await fetch(`${site.url}/identity/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await answer.json()) as { token: string }).token;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('a rolling restart', () => {
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-restart-')));
  const sites: (ServedSite | undefined)[] = [];
  afterAll(async () => {
    await Promise.all(sites.map(stopServer));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request the servers received while each is stopped and started in turn', async () => {
    const database = await openDataDir(dataDirs[0]!);
    await seedDemo(database.db, { profiles: 30, seed: 1 });
    const rows = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.active, 1), eq(profiles.sex, 2)));
    const profileIds = rows.map((row) => row.id);
    await database.close();
    expect(profileIds.length).toBeGreaterThan(2);
    // The second server's own embedded database, a copy of the first.
    fs.cpSync(dataDirs[0]!, dataDirs[1]!, { recursive: true });

    const ports = [await freePort(), await freePort()];
    const env = (index: number) =>
      siteEnv(dataDirs[index]!, {
        PORT: String(ports[index]),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
    for (const index of [0, 1]) sites[index] = await startServer(env(index));
    // Each server has its own secret; a login on each serves across its restart (DATA_DIR keeps it).
    const tokens = [await login(sites[0]!), await login(sites[1]!)];

    // Each connection calls back to back: a read, a hide (a POST that writes), a draft save (a PUT).
    const calls: Call[] = [];
    let stopped = false;
    const connections = Array.from({ length: CONNECTIONS }, async (_, index) => {
      const agents = [0, 1].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      let server = index % 2;
      for (let turn = 0; !stopped; turn++) {
        const kind = (turn + index) % 3;
        const send = (at: number) =>
          kind === 0
            ? call(ports[at]!, agents[at]!, 'GET', '/api/hidden/ids', tokens[at]!)
            : kind === 1
              ? call(
                  ports[at]!,
                  agents[at]!,
                  'POST',
                  `/api/hidden/${profileIds[turn % profileIds.length]}`,
                  tokens[at]!,
                )
              : call(ports[at]!, agents[at]!, 'PUT', '/api/profilecx/draft', tokens[at]!, {
                  step: 'basics',
                  profileFor: 'daughter',
                  values: { name: `Nimali ${index}-${turn}` },
                });
        let outcome = await send(server);
        // Refused: that server listens no more, and nothing was sent. The other one takes it.
        for (let tries = 0; outcome.error === 'ECONNREFUSED' && tries < 200 && !stopped; tries++) {
          calls.push(outcome);
          server = 1 - server;
          if (tries > 0) await sleep(50);
          outcome = await send(server);
        }
        calls.push(outcome);
      }
      for (const agent of agents) agent.destroy();
    });

    const answered = () => calls.filter((outcome) => outcome.status === 200).length;
    const exits: (number | null | string)[] = [];
    /** What the stopped servers wrote, for a failure message. */
    const stoppedSaid: string[] = [];
    for (const index of [0, 1]) {
      // Both servers have been answering a while under load when one is told to stop.
      const before = answered();
      for (const end = Date.now() + 60_000; Date.now() < end && answered() < before + CONNECTIONS * 6;) {
        await sleep(20);
      }
      const site = sites[index]!;
      site.child.kill('SIGTERM');
      exits.push(await Promise.race([site.exited, sleep(40_000).then(() => 'still running')]));
      if (site.child.exitCode === null) await stopServer(site);
      stoppedSaid.push(site.said());
      sites[index] = await startServer(env(index));
    }
    const last = answered();
    for (const end = Date.now() + 30_000; Date.now() < end && answered() < last + CONNECTIONS * 3;) await sleep(20);
    stopped = true;
    await Promise.all(connections);

    const count = (test: (outcome: Call) => boolean) => calls.filter(test).length;
    console.log(
      `${calls.length} calls, ${count((outcome) => outcome.method !== 'GET' && outcome.status === 200)} writes answered, ${count((outcome) => outcome.connection === 'close')} answers with Connection: close, ${count((outcome) => outcome.error === 'ECONNREFUSED')} connections refused (sent to the other server), ${count((outcome) => outcome.error !== undefined && outcome.error !== 'ECONNREFUSED')} failed`,
    );
    const said = [...stoppedSaid, ...sites.map((site) => site?.said() ?? '')].join('\n');
    const describe = (outcome: Call) =>
      `${outcome.method} ${outcome.path} to ${outcome.port}${outcome.reused ? ' on a reused connection' : ''}: ${outcome.error ?? outcome.status}`;
    // No request was reset or left without its answer; a refused connection sent nothing.
    expect(
      calls.filter((outcome) => outcome.error !== undefined && outcome.error !== 'ECONNREFUSED').map(describe),
      said,
    ).toEqual([]);
    // Every write, like every read, was answered as at any other time: no 503.
    expect(calls.filter((outcome) => outcome.status !== undefined && outcome.status !== 200).map(describe)).toEqual([]);
    const writes = calls.filter((outcome) => outcome.method !== 'GET' && outcome.error === undefined);
    expect(writes.length).toBeGreaterThan(CONNECTIONS * 6);
    // The connections open when a server stopped were let go after an answer, which said so.
    expect(calls.filter((outcome) => outcome.connection === 'close').length).toBeGreaterThan(0);
    // Both servers were really stopped, each refusing the connections that came after.
    expect(calls.filter((outcome) => outcome.error === 'ECONNREFUSED').length).toBeGreaterThan(0);
    expect(exits, said).toEqual([0, 0]);
  }, 360_000);
});
