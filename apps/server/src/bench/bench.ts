/**
 * npm run bench [-- --profiles 100000]
 *
 * Times the public calls with a large database: fills a fresh embedded database (and, when
 * BENCH_DATABASE_URL points at a PostgreSQL server, a fresh database there too) with demo
 * profiles, then answers each call many times through the real server and prints the median and
 * 95th percentile, with the query plans. Sends nothing over the network.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase, queryRows, type Database } from '#src/db/client.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';
import { seedDemo } from '#src/seed/seed.ts';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '60' },
    'skip-embedded': { type: 'boolean', default: false },
  },
});
const PROFILES = Number(values.profiles);
const RUNS = Number(values.runs);

const calls = (id: number, own: number) =>
  [
    ['pp/search (no filter)', '/api/pp/search'],
    ['pp/search (sx)', '/api/pp/search?sx=2'],
    ['pp/search (5 filters)', '/api/pp/search?sx=2&ec=1&re=296&mt=1&af=24&at=32'],
    ['pp/search (rare filter, page 3)', '/api/pp/search?sx=1&ms=77&page=3'],
    ['pp/search (caste text)', '/api/pp/search?sx=1&st=gov'],
    ['pp/latest', '/api/pp/latest?sx=1'],
    ['pp/random', '/api/pp/random'],
    ['pp/{id}', `/api/pp/${id}`],
    // Signed in, as a member with a published groom (see measure).
    ['matches (tamil)', `/api/matches/${own}`, true],
    ['matches (sinhala, filters, p3)', `/api/matches/${own}?system=sinhala&re=296&af=24&at=32&page=3`, true],
  ] as const;

const plans = (id: number) =>
  [
    [
      'search, 5 filters',
      sql`explain analyze select id from profiles where active = 1 and sex = 2 and ethnicity = 1 and religion = 296 and mother_tongue = 1
        and dob <= (current_date - make_interval(years => 24))::date and dob > (current_date - make_interval(years => 33))::date
        order by last_seen_at desc nulls last, id desc nulls last limit 15`,
    ],
    [
      'search count (capped), 5 filters',
      sql`explain analyze select count(*) from (select 1 from profiles where active = 1 and sex = 2 and ethnicity = 1 and religion = 296
        and mother_tongue = 1 and dob <= (current_date - make_interval(years => 24))::date
        and dob > (current_date - make_interval(years => 33))::date limit 2001) m`,
    ],
    [
      'search count, rare filter',
      sql`explain analyze select count(*) from (select 1 from profiles where active = 1 and sex = 1 and marital_status = 77
        and dob <= (current_date - make_interval(years => 18))::date and dob > (current_date - make_interval(years => 71))::date limit 2001) m`,
    ],
    ['latest', sql`explain analyze select id from profiles where active = 1 and sex = 1 order by id desc limit 10`],
    [
      'random',
      sql`explain analyze select id from profiles where active = 1 and random_no >= 0.5 order by random_no limit 9`,
    ],
    ['by id', sql`explain analyze select * from profiles where id = ${id}`],
  ] as const;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-bench-'));
  console.log(`\n== ${label}: filling ${PROFILES.toLocaleString('en')} profiles ...`);
  const started = performance.now();
  await seedDemo(database.db, { profiles: PROFILES, seed: 11 });
  console.log(`   filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CAPTCHA_PROVIDER: 'none' });
  const app = await buildApp({ config, database, secret: crypto.randomBytes(32).toString('hex'), logger: false });
  const [{ id } = { id: 1 }] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from profiles where active = 1 order by id limit 1 offset 500`,
  );

  // A member who owns a published groom with a star: the matches page's caller.
  const [own] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from profiles where active = 1 and sex = 1 and astro_star between 1 and 27 and astro_padam between 1 and 4
      and not no_horoscope order by id limit 1`,
  );
  const account = await createIdentityRepository(database.db).create(
    'bench.member@example.org',
    await hashPassword('Bench#Pass2026'),
  );
  await database.db.execute(sql`update profiles set owner_id = ${account!.id} where id = ${own!.id}`);
  const login = await app.inject({
    method: 'POST',
    url: '/identity/login',
    payload: { email: 'bench.member@example.org', password: 'Bench#Pass2026' },
  });
  const member = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

  console.log(`   ${'call'.padEnd(34)} ${'median'.padStart(9)} ${'p95'.padStart(9)}   rows`);
  for (const [name, url, signedIn] of calls(id, own!.id)) {
    const headers = signedIn ? member : {};
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url, headers });
    const times: number[] = [];
    let status = 0;
    let size = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const response = await app.inject({ method: 'GET', url, headers, remoteAddress: `10.1.${i % 250}.${i % 200}` });
      times.push(performance.now() - t0);
      status = response.statusCode;
      size = (response.json() as { items?: unknown[] }).items?.length ?? 1;
    }
    times.sort((a, b) => a - b);
    const flag = status === 200 ? '' : `  (status ${status})`;
    console.log(
      `   ${name.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(7)} ms ${percentile(times, 95).toFixed(1).padStart(7)} ms   ${size}${flag}`,
    );
  }
  console.log('\n   Query plans:');
  for (const [name, query] of plans(id)) {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, query);
    console.log(`   -- ${name}`);
    for (const row of rows) console.log(`      ${row['QUERY PLAN']}`);
  }
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!values['skip-embedded']) {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-bench-db-'));
  const embedded = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  try {
    await measure('PGlite (embedded)', embedded);
  } finally {
    await embedded.close();
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `vivaha_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ kind: 'postgres', url: url.href });
  try {
    await measure('PostgreSQL', server);
  } finally {
    await server.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\n(Set BENCH_DATABASE_URL to a PostgreSQL server to measure it too.)');
}
