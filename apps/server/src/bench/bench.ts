/**
 * npm run bench [-- --profiles 1000000] [--embedded-profiles 100000] [--connections 20] [--seconds 10]
 *   [--only "drawn page"]
 *
 * How fast the public calls answer with a large database, and how much of that time is the
 * server's own; and three pages a visitor opens, drawn on the server (home, a search, a profile;
 * the web app must be built), asked for compressed as a browser does. Two parts:
 *
 * - Embedded (PGlite, in this process; `--skip-embedded` leaves it out): fills a fresh database
 *   with `--embedded-profiles` demo profiles (at most 100,000 by default), answers each call one
 *   at a time through the real server and prints the median and 95th percentile.
 * - PostgreSQL, when BENCH_DATABASE_URL names a server: fills a fresh database there with
 *   `--profiles`, starts the real server on a free port of 127.0.0.1 as its own process, and loads
 *   each call with `--connections` clients for `--seconds` (autocannon). Then it sends the very
 *   statements the server sends for that call (recorded from an in-process server on the same
 *   database, at its second call, as a loaded server sends them: a broad search is counted once
 *   a minute) straight through `pg`, with as many connections for as long. The table puts the two
 *   side by side; `EXPLAIN (ANALYZE, BUFFERS)` of each statement of a first call follows.
 *
 * `--memory-minutes 3` then loads the server as deployed with a mixed load for that long: pages
 * and searches in English, Sinhala and Tamil, asked for in turn by every client, and prints the
 * server process's resident memory each minute, at the start, at its peak and at the end.
 *
 * Sends nothing beyond 127.0.0.1 and the given database, and drops the database it made.
 * `--existing` measures BENCH_DATABASE_URL's own database instead, filling it only when empty,
 * and leaves it there for the next run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { profilePath } from '@vivaha/shared/slugs';

import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import { openDatabase, queryRows, type Database } from '#src/db/client.ts';
import { publishedProfile } from '#src/modules/access/index.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';
import { hashPassword } from '#src/modules/identity/secrets.ts';
import { createSignalsRepository } from '#src/modules/signals/signals.repository.ts';
import { hasProfiles, seedDemo } from '#src/seed/seed.ts';

import { loadHttp, loadSql, percentile, type LoadResult, type Statement } from './load.ts';

const { values } = parseArgs({
  options: {
    profiles: { type: 'string', default: '100000' },
    'embedded-profiles': { type: 'string' },
    runs: { type: 'string', default: '60' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'skip-embedded': { type: 'boolean', default: false },
    /** Use BENCH_DATABASE_URL's own database as it is (filled by an earlier run) and keep it. */
    existing: { type: 'boolean', default: false },
    /** Only the calls whose name contains this text ("drawn page" for the three pages). */
    only: { type: 'string', default: '' },
    /** Minutes of a mixed load in three languages, watching the server's memory (0: none). */
    'memory-minutes': { type: 'string', default: '0' },
  },
});
const PROFILES = Number(values.profiles);
const EMBEDDED_PROFILES = Number(values['embedded-profiles'] ?? Math.min(PROFILES, 100_000));
const RUNS = Number(values.runs);
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const MEMORY_MINUTES = Number(values['memory-minutes']);

/** The listings cache's seconds as deployed (LISTING_CACHE_SECONDS's default). */
const LISTING_SECONDS = 5;
const MEMBER = { email: 'bench.member@example.org', password: 'Bench#Pass2026' };

interface Call {
  name: string;
  url: string;
  /** Called by the bench member (a published groom with a star), with their token. */
  signedIn?: boolean;
  /** A page a visitor opens, drawn on the server (the web app must be built), sent as a browser takes it. */
  page?: boolean;
}

/** What a browser sends with a page's address: it takes the page compressed. */
const PAGE_HEADERS = { 'accept-encoding': 'br, gzip' };

const calls = (id: number, own: number, path: string): Call[] =>
  allCalls(id, own, path).filter((call) => call.name.includes(values.only));

const allCalls = (id: number, own: number, path: string): Call[] => [
  { name: 'drawn page: home', url: '/', page: true },
  { name: 'drawn page: search', url: '/profile/search?sx=2', page: true },
  { name: 'drawn page: a profile', url: path, page: true },
  { name: 'pp/search (no filter)', url: '/api/pp/search' },
  { name: 'pp/search?sx=2', url: '/api/pp/search?sx=2' },
  { name: '5 filters + age range', url: '/api/pp/search?sx=2&ec=1&re=296&mt=1&af=24&at=32' },
  { name: 'rare marital status, page 3', url: '/api/pp/search?sx=1&ms=77&page=3' },
  { name: 'caste text (st=gov)', url: '/api/pp/search?sx=1&st=gov' },
  { name: 'city, a town by name (ct=Kandy)', url: '/api/pp/search?sx=2&ct=Kandy' },
  { name: 'city, part of a rare name', url: '/api/pp/search?sx=2&ct=pilima' },
  { name: 'verified only (vf=nic)', url: '/api/pp/search?sx=2&vf=nic' },
  { name: 'verified only + 3 filters', url: '/api/pp/search?sx=1&vf=nic&re=296&ec=1&af=26&at=34' },
  { name: 'photo checked (vf=photo)', url: '/api/pp/search?sx=2&vf=photo' },
  { name: 'all three checks (vf=phone,nic,photo)', url: '/api/pp/search?sx=1&vf=phone,nic,photo' },
  { name: 'deep page (page 2000)', url: '/api/pp/search?sx=1&page=2000' },
  { name: 'pp/latest', url: '/api/pp/latest?sx=1' },
  { name: 'pp/random', url: '/api/pp/random' },
  { name: 'pp/{id}', url: `/api/pp/${id}` },
  { name: 'matches (tamil)', url: `/api/matches/${own}`, signedIn: true },
  {
    name: 'matches (sinhala, filters, p3)',
    url: `/api/matches/${own}?system=sinhala&re=296&af=24&at=32&page=3`,
    signedIn: true,
  },
];

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (text: string | number, width: number) => String(text).padStart(width);

/** Statements the database was sent, recorded by the drizzle logger while `recording` is set. */
function recorder() {
  let recording: Statement[] | undefined;
  return {
    logger: { logQuery: (query: string, params: unknown[]) => recording?.push({ sql: query, params }) },
    async record(run: () => Promise<unknown>): Promise<Statement[]> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await run();
      } finally {
        recording = undefined;
      }
      return statements;
    },
  };
}

/** A published profile to view, and the bench member's own published groom with a star. */
async function prepare(database: Database) {
  const [{ id, name } = { id: 1, name: 'Profile' }] = await queryRows<{ id: number; name: string }>(
    database.db,
    sql`select id, name from profiles where ${publishedProfile} order by id limit 1 offset 500`,
  );
  const [own] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from profiles where ${publishedProfile} and sex = 1 and astro_star between 1 and 27 and astro_padam between 1 and 4
      and not no_horoscope order by id limit 1`,
  );
  const accounts = createIdentityRepository(database.db);
  const account =
    (await accounts.findByEmail(MEMBER.email)) ??
    (await accounts.create(MEMBER.email, await hashPassword(MEMBER.password)));
  await database.db.execute(sql`update profiles set owner_id = ${account!.id} where id = ${own!.id}`);
  return { id, own: own!.id, path: profilePath(id, name) };
}

async function seed(database: Database, profiles: number) {
  console.log(`   filling ${profiles.toLocaleString('en')} profiles ...`);
  const started = performance.now();
  await seedDemo(database.db, { profiles, seed: 11 });
  // The bench's profiles have no photo files: one published profile in twelve is given the team's
  // photo check, so "Verified only: photo" has rows to find and its rule (no photo added since)
  // has its subquery to run.
  await database.db.execute(sql`insert into profile_checks (profile_id, kind, result)
    select id, 'photo', 'verified' from profiles where ${publishedProfile} and id % 12 = 5
    on conflict do nothing`);
  await database.db.execute(sql`vacuum analyze profile_checks`);
  console.log(`   filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function explain(database: Database, statements: readonly Statement[], pool?: pg.Pool) {
  const seen = new Set<string>();
  for (const statement of statements) {
    if (!/^\s*(select|with)\b/i.test(statement.sql) || seen.has(statement.sql)) continue;
    seen.add(statement.sql);
    const text = `explain (analyze, buffers) ${statement.sql}`;
    const rows = pool
      ? (await pool.query<{ 'QUERY PLAN': string }>(text, statement.params)).rows
      : await queryRows<{ 'QUERY PLAN': string }>(database.db, sql.raw(inline(text, statement.params)));
    console.log(`\n   ${statement.sql.replace(/\s+/g, ' ').slice(0, 400)}`);
    console.log(`   params: ${JSON.stringify(statement.params).slice(0, 200)}`);
    for (const row of rows) console.log(`      ${row['QUERY PLAN']}`);
  }
}

/** PGlite's raw statements take no parameters through `sql.raw`: the values are written in, quoted. */
function inline(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const literal = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
    return `'${literal.replace(/'/g, "''")}'`;
  });
}

/** The embedded database: one call at a time, in this process. */
async function measureEmbedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-bench-'));
  const { logger, record } = recorder();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }, { logger });
  try {
    console.log(`\n== PGlite (embedded), one call at a time, listings cache off`);
    await seed(database, EMBEDDED_PROFILES);
    // Every answer from the database: the listings cache would answer most of these from memory.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      LISTING_CACHE_SECONDS: '0',
    });
    const app = await buildApp({ config, database, secret: crypto.randomBytes(32).toString('hex'), logger: false });
    const { id, own, path: profile } = await prepare(database);
    const login = await app.inject({ method: 'POST', url: '/identity/login', payload: MEMBER });
    const member = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

    console.log(`\n   ${'call'.padEnd(32)} ${pad('median', 10)} ${pad('p95', 10)}  rows`);
    const recorded: Statement[] = [];
    for (const call of calls(id, own, profile)) {
      const headers = call.signedIn ? member : call.page ? PAGE_HEADERS : {};
      const get = (i: number) =>
        app.inject({ method: 'GET', url: call.url, headers, remoteAddress: `10.1.${i % 250}.${i % 200}` });
      recorded.push(...(await record(() => get(0))));
      for (let i = 1; i <= 5; i++) await get(i);
      const times: number[] = [];
      let answer = await get(0);
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        answer = await get(i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const rows = call.page
        ? `${answer.rawPayload.length} B sent${drawnPage(answer.headers['content-encoding'], answer.rawPayload) ? '' : ', not drawn (build the web app)'}`
        : ((answer.json() as { items?: unknown[] }).items?.length ?? 1);
      const flag = answer.statusCode === 200 ? '' : `  (status ${answer.statusCode})`;
      console.log(
        `   ${call.name.padEnd(32)} ${pad(ms(percentile(times, 50)), 10)} ${pad(ms(percentile(times, 95)), 10)}  ${rows}${flag}`,
      );
    }
    console.log('\n   Query plans (PGlite):');
    await explain(database, recorded);
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether a page came drawn (its answers beside it), whichever way it was compressed. */
function drawnPage(encoding: unknown, body: Buffer): boolean {
  const html =
    encoding === 'br'
      ? zlib.brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();
  return html.includes('id="vivaha-state"');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The real server as its own process, as it runs in production, on the bench's database. */
async function startServer(
  databaseUrl: string,
  dataDir: string,
  listingCacheSeconds: number,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(CONNECTIONS),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      LISTING_CACHE_SECONDS: String(listingCacheSeconds),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit ${child.exitCode})`);
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (ready?.ok) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the server was not ready within 60 s');
}

/** Stops the server as a service manager would, and waits for it to finish (10 s at most). */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  // The load's last requests were cut off by the load tool, not answered: give their work a
  // moment to finish before the server closes its database.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  child.kill('SIGKILL');
}

interface Row {
  call: Call;
  /** The server as deployed: visitors' listings kept for LISTING_CACHE_SECONDS (5). */
  cached: LoadResult;
  /** The server with that cache off: every answer from the database. */
  server: LoadResult;
  raw: LoadResult;
  /** The statements of a first call: the plans shown are of these (the count included). */
  firstStatements: Statement[];
}

function printTable(rows: readonly Row[]) {
  const widths = [32, 8, 9, 8, 9, 9, 10, 9, 9, 9];
  const line = (cells: Array<string | number>) =>
    `   ${cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[0]!) : pad(cell, widths[i]!))).join(' ')}`;
  console.log(line(['', 'deployed', '', 'no cache', '', '', 'same SQL', '', '', 'no cache']));
  console.log(line(['call', 'req/s', 'p95', 'req/s', 'p50', 'p95', 'req/s', 'p50', 'p95', '÷ SQL']));
  for (const { call, cached, server, raw } of rows) {
    const share = raw.perSecond ? `${Math.round((100 * server.perSecond) / raw.perSecond)}%` : '-';
    const failures = cached.failures + server.failures;
    const failed = failures || raw.failures ? `  (${failures} failed answers, ${raw.failures} failed statements)` : '';
    console.log(
      line([
        call.name,
        cached.perSecond.toFixed(0),
        ms(cached.p95),
        server.perSecond.toFixed(0),
        ms(server.p50),
        ms(server.p95),
        raw.perSecond.toFixed(0),
        ms(raw.p50),
        ms(raw.p95),
        share,
      ]) + failed,
    );
  }
}

/** The resident memory of a process, in MB (Linux's /proc), or undefined where it cannot be read. */
function residentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The mixed load: five pages, each in English, Sinhala and Tamil, and two calls. */
const mixedPaths = (profile: string) =>
  ['', '/si', '/ta']
    .flatMap((language) => [
      `${language}/`,
      `${language}/profile/search?sx=2`,
      `${language}${profile}`,
      `${language}/grooms`,
      `${language}/profile/search?sx=1&page=2`,
    ])
    .concat('/api/pp/search?sx=1&re=296', '/api/pp/latest?sx=2');

/**
 * `minutes` of a mixed load on the server as deployed, after 20 s to warm it up: the server's
 * resident memory is read every second, and printed at the start, each minute, at the peak and at
 * the end. A server that keeps what it should not grows from minute to minute.
 */
async function measureMemory(databaseUrl: string, dataDir: string, profile: string, minutes: number) {
  console.log(`\n== Memory: ${minutes} min of pages and searches in three languages, ${CONNECTIONS} connections`);
  const server = await startServer(databaseUrl, dataDir, LISTING_SECONDS);
  try {
    const paths = mixedPaths(profile);
    const load = { connections: CONNECTIONS, headers: PAGE_HEADERS, paths };
    await loadHttp(server.base, { ...load, seconds: 20 });
    const samples: number[] = [];
    const start = residentMb(server.child.pid);
    if (start === undefined) {
      console.log('   (the resident memory of a process cannot be read here: Linux only)');
      return;
    }
    const sampling = setInterval(() => {
      const now = residentMb(server.child.pid);
      if (now === undefined) return;
      samples.push(now);
      if (samples.length % 60 === 0) console.log(`   after ${samples.length / 60} min: ${now.toFixed(0)} MB`);
    }, 1000);
    const result = await loadHttp(server.base, { ...load, seconds: minutes * 60 }).finally(() =>
      clearInterval(sampling),
    );
    const end = residentMb(server.child.pid) ?? samples.at(-1) ?? start;
    const peak = Math.max(start, end, ...samples);
    console.log(
      `   ${result.perSecond.toFixed(0)} answers a second, p95 ${ms(result.p95)}, ${result.failures} failed (${paths.length} addresses in turn)`,
    );
    console.log(
      `   resident memory: start ${start.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, end ${end.toFixed(0)} MB`,
    );
    // Grown by more than a quarter over the load's last half: memory is not flat.
    const half = samples[Math.floor(samples.length / 2)] ?? start;
    if (end > half * 1.25) console.log(`   NOT FLAT: ${half.toFixed(0)} MB halfway, ${end.toFixed(0)} MB at the end`);
  } finally {
    await stopServer(server.child);
  }
}

/** PostgreSQL: the server under load, beside the same statements through `pg`. */
async function measurePostgres(serverUrl: string) {
  const name = `vivaha_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const url = new URL(serverUrl);
  if (!values.existing) {
    await admin.query(`create database ${name}`);
    url.pathname = `/${name}`;
  }
  const databaseUrl = url.href;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-bench-'));
  let child: ChildProcess | undefined;
  const { logger, record } = recorder();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl }, { logger, poolSize: CONNECTIONS });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    console.log(`\n== PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s a call`);
    if (!values.existing || !(await hasProfiles(database.db))) await seed(database, PROFILES);
    // A server works out the contact keys of profiles that lack them at start, in the background;
    // done here first, so that work does not run beside the measurements.
    const backfillStarted = performance.now();
    const filled = await createSignalsRepository(database.db).backfill();
    console.log(
      `   contact keys of ${filled.toLocaleString('en')} profiles in ${((performance.now() - backfillStarted) / 1000).toFixed(1)} s`,
    );
    const { id, own, path: profile } = await prepare(database);

    // The statements: an in-process server on the same database, its listings cache off, records
    // what one call sends.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      LISTING_CACHE_SECONDS: '0',
    });
    const app = await buildApp({
      config,
      database,
      secret: crypto.randomBytes(32).toString('hex'),
      logger: false,
      drainMailInBackground: false,
    });
    const inProcessLogin = await app.inject({ method: 'POST', url: '/identity/login', payload: MEMBER });
    const inProcessMember = { authorization: `Bearer ${inProcessLogin.json<{ token: string }>().token}` };
    const recorded: Array<{ call: Call; address: string; first: Statement[]; statements: Statement[] }> = [];
    for (const [index, call] of calls(id, own, profile).entries()) {
      const address = `12.0.${index}.1`;
      let status = 0;
      const once = async () => {
        const answer = await app.inject({
          method: 'GET',
          url: call.url,
          headers: call.signedIn ? inProcessMember : call.page ? PAGE_HEADERS : {},
          remoteAddress: address,
        });
        status = answer.statusCode;
      };
      // The statements of a second call: what a server sends once it has seen a search (it does
      // not count a broad search again for a minute), as the loaded server does.
      const first = await record(once);
      const statements = await record(once);
      if (status !== 200) throw new Error(`${call.url} answered ${status}`);
      recorded.push({ call, address, first, statements });
    }
    await app.close();

    /** Each call against the real server, its listings cache set to `seconds`. */
    const loadServer = async (seconds: number) => {
      const server = await startServer(databaseUrl, dataDir, seconds);
      child = server.child;
      try {
        const login = await fetch(`${server.base}/identity/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(MEMBER),
        });
        const { token } = (await login.json()) as { token: string };
        const results = [];
        for (const { call } of recorded) {
          const headers: Record<string, string> = call.signedIn
            ? { authorization: `Bearer ${token}` }
            : call.page
              ? PAGE_HEADERS
              : {};
          await loadHttp(`${server.base}${call.url}`, { connections: CONNECTIONS, seconds: 2, headers });
          const result = await loadHttp(`${server.base}${call.url}`, {
            connections: CONNECTIONS,
            seconds: SECONDS,
            headers,
          });
          console.log(`   ${call.name}: ${result.perSecond.toFixed(0)} req/s, p95 ${ms(result.p95)}`);
          results.push(result);
        }
        return results;
      } finally {
        await stopServer(server.child);
        child = undefined;
      }
    };
    console.log(`   The server as deployed (visitors' listings kept ${LISTING_SECONDS} s):`);
    const deployed = await loadServer(LISTING_SECONDS);
    console.log('   The server with that cache off:');
    const uncached = await loadServer(0);
    console.log('   The same statements through pg:');
    const rows: Row[] = [];
    for (const [index, { call, address, first, statements }] of recorded.entries()) {
      const raw = await loadSql(databaseUrl, statements, { connections: CONNECTIONS, seconds: SECONDS, address });
      console.log(
        `   ${call.name}: ${raw.perSecond.toFixed(0)} a second (${statements.length} statements; ${first.length} on a first call)`,
      );
      rows.push({ call, cached: deployed[index]!, server: uncached[index]!, raw, firstStatements: first });
    }

    const [sizes] = await queryRows<{ total: number; published: number }>(
      database.db,
      sql`select count(*)::int as total, count(*) filter (where ${publishedProfile})::int as published from profiles`,
    );
    console.log(
      `\n   ${sizes!.total.toLocaleString('en')} profiles (${sizes!.published.toLocaleString('en')} published) on PostgreSQL, ${CONNECTIONS} connections:`,
    );
    printTable(rows);
    if (MEMORY_MINUTES > 0) await measureMemory(databaseUrl, dataDir, profile, MEMORY_MINUTES);
    console.log('\n   Query plans (PostgreSQL):');
    for (const row of rows) {
      console.log(`\n   == ${row.call.name} (${row.call.url})`);
      await explain(database, row.firstStatements, pool);
    }
  } finally {
    if (child) await stopServer(child);
    await pool.end();
    await database.close();
    if (!values.existing) await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!values['skip-embedded']) await measureEmbedded();
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) await measurePostgres(serverUrl);
else
  console.log(
    `\n(Set BENCH_DATABASE_URL to a PostgreSQL server to measure it under load too${MEMORY_MINUTES > 0 ? ', and its memory under --memory-minutes' : ''}.)`,
  );
