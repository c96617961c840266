import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postgresDatabase, postgresPool, type Database, type PostgresOptions } from '#src/db/client.ts';

import {
  closedPort,
  databaseThatStopsAnswering,
  silentDatabase,
  type FaultyServer,
} from '../../test/faulty-servers.ts';
import { openTestDatabase } from '../../test/helpers.ts';

import { registerErrorHandler } from './errors.ts';

/** A server whose routes put the request's values into real statements, as a careless route might. */
async function appOver(database: Database): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/number', async (request) => {
    const { value } = request.query as { value: string };
    await database.db.execute(sql`select ${value}::int`);
    return { ok: true };
  });
  app.get('/divide', async (request) => {
    const { by } = request.query as { by: string };
    await database.db.execute(sql`select 1 / ${Number(by)}::int`);
    return { ok: true };
  });
  app.post('/contact', async (request) => {
    const { name } = request.body as { name: string | null };
    await database.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values (${name}, 'a@example.org', 'Other Issues', 'Hi')`,
    );
    return { ok: true };
  });
  app.post('/identity/contact', async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  app.get('/sleep', async () => {
    await database.db.execute(sql`select pg_sleep(5)`);
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('database errors a client caused', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await appOver(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a value of the wrong form (class 22) is a 400 without the SQL', async () => {
    const response = await app.inject({ method: 'GET', url: '/number?value=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toMatch(/check/i);
    expect(response.body).not.toMatch(/select|::int|Failed query/i);
  });

  it('a value out of range or a division by zero (class 22) is a 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/number?value=99999999999' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/divide?by=0' })).statusCode).toBe(400);
  });

  it('a missing required value (class 23) is a 400 without the SQL', async () => {
    const response = await app.inject({ method: 'POST', url: '/contact', payload: { name: null } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/insert|contact_messages|null value/i);
  });
});

describe('a database that cannot be reached', () => {
  const faulty: FaultyServer[] = [];
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const bounds: PostgresOptions = { connectTimeoutMs: 300, queryTimeoutMs: 300, statementTimeoutMs: 200 };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    for (const server of faulty) await server.close();
  });

  async function appAt(url: string) {
    const database = postgresDatabase(postgresPool(url, bounds));
    databases.push(database);
    const app = await appOver(database);
    apps.push(app);
    return app;
  }

  function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.body).toMatch(/database is not answering/);
  }

  it('answers 503 with Retry-After when nothing listens (ECONNREFUSED)', async () => {
    const app = await appAt(await closedPort());
    const response = await app.inject({ method: 'GET', url: '/number?value=1' });
    expectUnavailable(response);
    expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it('answers 503 in the identity shape too', async () => {
    const app = await appAt(await closedPort());
    const response = await app.inject({ method: 'POST', url: '/identity/contact', payload: {} });
    expectUnavailable(response);
    expect(response.json()).toMatchObject({ returnCode: 0 });
  });

  it.each([
    ['accepts and never answers', silentDatabase],
    ['stops answering mid-session', databaseThatStopsAnswering],
  ])('answers 503 soon when the database %s', async (_name, startDatabase) => {
    const database = await startDatabase();
    faulty.push(database);
    const app = await appAt(database.url);
    const started = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/number?value=1' }));
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 when the database ends the session (57P01)', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const database = postgresDatabase(postgresPool(url));
    databases.push(database);
    const app = await appOver(database);
    apps.push(app);
    const sleeping = app.inject({ method: 'GET', url: '/sleep' });
    const admin = postgresPool(url);
    try {
      // As an administrator stopping the server would: end the backend running the sleep.
      for (let ended = 0, tries = 0; ended === 0 && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { rows } = await admin.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
        );
        ended = rows.length;
      }
    } finally {
      await admin.end();
    }
    expectUnavailable(await sleeping);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 when a statement runs past statement_timeout', async () => {
    const app = await appAt(process.env.TEST_DATABASE_URL!);
    const started = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/sleep' }));
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
