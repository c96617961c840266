import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { queryRows } from '#src/db/client.ts';

import { addProfile, createAdmin, createMember, profileForm } from './helpers.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * Every call, anonymous, member and admin, with inputs from the edge of the world: any answer
 * must be one of the documented ones (never 5xx), and nothing malformed may be stored. The seed
 * is fixed so a failure can be replayed, and the number of calls too, so every machine and every
 * run tries the same calls (about 30 s on a quiet 2-core machine).
 */
const SEED = 20_261_122;
const CASES = 10_000;

type Who = 'anonymous' | 'member' | 'admin';
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  who: Who;
  headers?: Record<string, string>;
  /** A JSON body (an object or any value), or raw bytes sent as they are. */
  payload?: unknown;
  raw?: string | Buffer;
  /** Set when a number or boolean field of a valid body was given a value of another type. */
  wrongType?: string;
}

/** Strings that have broken servers: NUL, lone surrogates, very long, SQL and pattern characters. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'Nim\u0000ali',
    '\ud800',
    'x\udfffy',
    '%',
    '_%\\',
    "' or 1=1 --",
    '9'.repeat(400),
    'a'.repeat(5_000),
    '-1',
    '1e309',
    'NaN',
    '   ',
    '',
    '0x10',
    '１２',
    'null',
    '[]',
  ),
);
const edgeNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 0.5, -0, 40_000, 32_768, 65_536, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), nastyString), { maxKeys: 3 }),
);

const jsonType = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * A valid body with one to three fields changed (or added) to any value. A number or boolean
 * field given a value of another JSON type is marked: the server must refuse it, not coerce it.
 */
const mutated = (template: Record<string, unknown>) =>
  fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(template), 'extra', '__proto__'), anyValue), {
      minLength: 1,
      maxLength: 3,
    })
    .map((changes) => {
      const body: Record<string, unknown> = { ...template };
      for (const [key, value] of changes) if (key !== '__proto__') body[key] = value;
      const wrongType = Object.keys(template).find((key) => {
        const expected = typeof template[key];
        return (expected === 'number' || expected === 'boolean') && jsonType(body[key]) !== expected;
      });
      return { payload: body, wrongType };
    });

/** A body: a changed valid one, any JSON value, or bytes that are not JSON at all. */
const bodyFor = (template: Record<string, unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: mutated(template) },
    { weight: 1, arbitrary: anyValue.map((payload) => ({ payload, wrongType: undefined })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', '[1,', '\u0000', '{"sex": 01}', ''))
        .map((raw) => ({ raw, wrongType: undefined })),
    },
  );

const queryString = (names: readonly string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names, 'x'), fc.oneof(nastyString, edgeNumber.map(String))), { maxLength: 4 })
    .map((pairs) => {
      const query = new URLSearchParams();
      for (const [name, value] of pairs) query.append(name, value);
      const text = query.toString();
      return text ? `?${text}` : '';
    });

describe('every call, with any input', () => {
  const t = useTestApp();
  const tokens: Record<Exclude<Who, 'anonymous'>, Record<string, string>> = { member: {}, admin: {} };
  const ids = { own: 0, other: 0, requestId: 0, imageId: 0, userId: 0, reportId: 0 };

  beforeAll(async () => {
    const member = await createMember(t, 'fuzz.member@example.lk');
    const other = await createMember(t, 'fuzz.other@example.lk');
    const admin = await createAdmin(t, 'fuzz.team@example.lk');
    tokens.member = member.auth;
    tokens.admin = admin.auth;
    ids.userId = other.id;
    ids.own = await addProfile(t, member, { name: 'Kasun', sex: 1, dob: '1994-02-03' });
    ids.other = await addProfile(t, other, { name: 'Nimali', sex: 2 });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/pp/requestpermision',
      payload: { requestingProfileId: ids.own, receiverProfileId: ids.other, receiverCustId: other.id },
      headers: member.auth,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await queryRows<{ id: number }>(t.database.db, sql`select id from access_requests limit 1`);
    ids.requestId = request?.id ?? 1;
  });

  const id = () =>
    fc.oneof(
      fc.constantFrom(String(ids.own), String(ids.other), String(ids.requestId), String(ids.userId)),
      fc.integer({ min: -3, max: 500 }).map(String),
      fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '%00', '%F0%9F%92%8D'),
    );
  const who = fc.constantFrom<Who>('anonymous', 'member', 'admin');

  const calls = (): fc.Arbitrary<Call> => {
    const form = profileForm({ name: 'Fuzz', sex: 2 });
    const get = (path: fc.Arbitrary<string>) => fc.record({ method: fc.constant('GET' as const), url: path, who });
    const send = (method: Call['method'], path: fc.Arbitrary<string>, template: Record<string, unknown>) =>
      fc
        .tuple(path, who, bodyFor(template))
        .map(([url, caller, body]): Call => ({ method, url, who: caller, ...body }));
    const plain = (method: Call['method'], path: fc.Arbitrary<string>) =>
      fc.record({ method: fc.constant(method), url: path, who });
    /** A member's action done and undone on one address (a block, a hidden profile). */
    const doneAndUndone = (path: fc.Arbitrary<string>) => [plain('POST', path), plain('DELETE', path)];
    const at = (build: (...parts: string[]) => string, count = 1) =>
      fc.array(id(), { minLength: count, maxLength: count }).map((parts) => build(...parts));
    const upload = fc
      .tuple(
        at((profile) => `/api/profilecx/${profile}/images`),
        who,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'multipart/form-data; boundary=',
          'application/json',
          'text/plain',
          'image/png',
        ),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.constant(
            '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--x--\r\n',
          ),
          fc.constant('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n'),
        ),
      )
      .map(([url, caller, contentType, raw]): Call => ({
        method: 'POST',
        url,
        who: caller,
        raw,
        headers: { 'content-type': contentType },
      }));

    return fc.oneof(
      // Public calls.
      get(
        queryString(['sx', 'ms', 're', 'ec', 'mt', 'ed', 'oc', 'rc', 'af', 'at', 'st', 'page', 'pageSize']).map(
          (q) => `/api/pp/search${q}`,
        ),
      ),
      get(queryString(['sx']).map((q) => `/api/pp/latest${q}`)),
      get(fc.constant('/api/pp/random')),
      get(fc.constantFrom('/api/pp/browse', '/api/pp/browse?x=%00', '/api/pp/browse/')),
      get(fc.constantFrom('/api/pp/facts', '/api/pp/facts?x=%00', '/api/pp/facts/')),
      get(at((profile) => `/api/pp/${profile}`)),
      get(
        fc
          .tuple(id(), id(), fc.constantFrom('tamil', 'sinhala', 'kerala', '', '%00'))
          .map(([profile, own, system]) => `/api/pp/${profile}/match?with=${own}&system=${system}`),
      ),
      get(fc.constant('/api/matches')),
      get(at((profile) => `/api/matchsystem?profile=${profile}`)),
      get(fc.constantFrom('/api/matchsystem', '/api/matchsystem?profile=', '/api/matchsystem?profile=%00')),
      send('PUT', fc.constant('/api/matchsystem'), { system: 'tamil' }),
      get(
        fc
          .tuple(
            at((profile) => `/api/matches/${profile}`),
            queryString(['system', 'list', 'ms', 're', 'af', 'at', 'st', 'page', 'pageSize']),
          )
          .map(([path, q]) => `${path}${q}`),
      ),
      send('POST', fc.constant('/api/contact'), {
        name: 'Kumari',
        email: 'kumari@example.lk',
        subject: 'Other Issues',
        message: 'Hello',
      }),
      send(
        'POST',
        at((profile) => `/api/pp/report/${profile}`),
        { reason: 'fake', text: '' },
      ),
      // Requests.
      send('POST', fc.constant('/api/pp/requestpermision'), {
        requestingProfileId: ids.own,
        receiverProfileId: ids.other,
        receiverCustId: ids.userId,
      }),
      get(queryString(['page', 'pageSize', 'search', 'status']).map((q) => `/api/pp/myrequests${q}`)),
      get(queryString(['page', 'pageSize', 'search', 'status']).map((q) => `/api/pp/myapprovals${q}`)),
      send('POST', fc.constant('/api/pp/approveOrReject'), { id: ids.requestId, isApproved: 2, reason: 'No.' }),
      send('POST', fc.constant('/api/pp/withdraw'), { id: ids.requestId, reason: 'Found a match.' }),
      send(
        'POST',
        at((request) => `/api/pp/withdraw/${request}`),
        { reason: 'Found a match.' },
      ),
      send('POST', fc.constant('/api/pp/approveOrReject'), { id: ids.requestId, isApproved: 1, shareBack: true }),
      // Messages between two families.
      send('POST', fc.constant('/api/conversations'), { profileId: ids.own, withProfileId: ids.other }),
      get(fc.constant('/api/conversations')),
      get(
        fc
          .tuple(id(), queryString(['before']))
          .map(([conversation, q]) => `/api/conversations/${conversation}/messages${q}`),
      ),
      send(
        'POST',
        at((conversation) => `/api/conversations/${conversation}/messages`),
        { text: 'Ayubowan, call 077 123 4567' },
      ),
      send(
        'POST',
        at((message) => `/api/messages/${message}/report`),
        { reason: 'money', text: '' },
      ),
      send(
        'PUT',
        at((profile) => `/api/conversations/mails/${profile}`),
        { on: false },
      ),
      get(queryString(['token', 'lang']).map((q) => `/api/conversations/stopmails${q}`)),
      send(
        'PUT',
        at((profile) => `/api/conversations/guardian/${profile}`),
        { email: 'amma@example.lk' },
      ),
      plain(
        'DELETE',
        at((profile) => `/api/conversations/guardian/${profile}`),
      ),
      get(queryString(['token', 'lang']).map((q) => `/api/conversations/guardian/confirm${q}`)),
      get(queryString(['token', 'lang']).map((q) => `/api/conversations/guardian/stop${q}`)),
      // Owners.
      get(queryString(['searchtext', 'page', 'pageSize']).map((q) => `/api/profilecx${q}`)),
      get(at((profile) => `/api/profilecx/${profile}`)),
      get(at((profile) => `/api/profilecx/${profile}/viewers`)),
      get(fc.constant('/api/profilecx/draft')),
      send('PUT', fc.constant('/api/profilecx/draft'), {
        step: 'basics',
        profileFor: 'son',
        values: { name: 'Kasun', sex: 1, castenobar: false },
      }),
      plain('DELETE', fc.constant('/api/profilecx/draft')),
      send('POST', fc.constant('/api/profilecx'), form),
      send(
        'PUT',
        at((profile) => `/api/profilecx/${profile}`),
        form,
      ),
      send(
        'PUT',
        at((profile) => `/api/profilecx/${profile}`),
        {
          photovisibility: 'approved',
          contactvisibility: 'members',
          horvisibility: 'members',
        },
      ),
      plain(
        'DELETE',
        at((profile) => `/api/profilecx/${profile}`),
      ),
      plain(
        'DELETE',
        at((profile, image) => `/api/profilecx/${profile}/images/${image}`, 2),
      ),
      plain(
        'PUT',
        at((profile, image) => `/api/profilecx/${profile}/images/${image}/main`, 2),
      ),
      upload,
      get(queryString(['page', 'pageSize']).map((q) => `/api/blocks${q}`)),
      ...doneAndUndone(at((profile) => `/api/blocks/${profile}`)),
      // Shortlist, Not interested, saved searches, partner preferences, new-match mails.
      get(queryString(['page', 'pageSize', 'for']).map((q) => `/api/shortlist${q}`)),
      get(fc.constant('/api/shortlist/ids')),
      send(
        'POST',
        at((profile) => `/api/shortlist/${profile}`),
        { forProfileId: ids.own },
      ),
      plain(
        'DELETE',
        at((profile) => `/api/shortlist/${profile}`),
      ),
      get(queryString(['page', 'pageSize']).map((q) => `/api/hidden${q}`)),
      get(fc.constant('/api/hidden/ids')),
      ...doneAndUndone(at((profile) => `/api/hidden/${profile}`)),
      get(fc.constant('/api/savedsearches')),
      send('POST', fc.constant('/api/savedsearches'), { name: 'Fuzz search', filters: { sx: '2', ec: '6' } }),
      send(
        'PUT',
        at((search) => `/api/savedsearches/${search}`),
        { name: 'Fuzz search', filters: { sx: '1' } },
      ),
      plain(
        'DELETE',
        at((search) => `/api/savedsearches/${search}`),
      ),
      plain(
        'POST',
        at((search) => `/api/savedsearches/${search}/seen`),
      ),
      get(at((profile) => `/api/profilecx/${profile}/preferences`)),
      send(
        'PUT',
        at((profile) => `/api/profilecx/${profile}/preferences`),
        { filters: { sx: '1', af: '25' }, horoscopeSystem: 'tamil' },
      ),
      get(fc.constant('/api/digest')),
      send('PUT', fc.constant('/api/digest'), { frequency: 'daily' }),
      get(queryString(['token', 'lang']).map((q) => `/api/unsubscribe${q}`)),
      plain(
        'POST',
        queryString(['token', 'lang']).map((q) => `/api/unsubscribe${q}`),
      ),
      // The team.
      get(queryString(['searchText', 'page', 'pageSize', 'reviewed', 'active']).map((q) => `/api/admin/profile${q}`)),
      get(at((profile) => `/api/admin/profile/${profile}`)),
      send('POST', fc.constant('/api/admin/profile'), {
        ...form,
        ownerEmail: 'fuzz.member@example.lk',
        active: 1,
        reviewed: true,
      }),
      send(
        'PUT',
        at((profile) => `/api/admin/profile/${profile}`),
        { ...form, active: 1, reviewed: true },
      ),
      plain(
        'DELETE',
        at((profile) => `/api/admin/profile/${profile}/pending`),
      ),
      send(
        'PUT',
        at((profile) => `/api/admin/publish/${profile}`),
        {},
      ),
      plain(
        'PUT',
        fc.tuple(id(), id()).map(([profile, owner]) => `/api/admin/publish/${profile}?ownerid=${owner}`),
      ),
      plain(
        'DELETE',
        fc.tuple(id(), id()).map(([image, profile]) => `/api/admin/images/${image}?profileid=${profile}`),
      ),
      send(
        'PUT',
        at((user) => `/api/admin/users/${user}/creation`),
        { allowed: true },
      ),
      send(
        'PUT',
        at((user) => `/api/admin/users/${user}/limit`),
        { profileLimit: 5 },
      ),
      get(queryString(['status', 'page', 'pageSize']).map((q) => `/api/admin/reports${q}`)),
      send(
        'PUT',
        at((report) => `/api/admin/reports/${report}`),
        { action: 'hide', reason: 'Fake.' },
      ),
      // Identity.
      send('POST', fc.constant('/identity/login'), {
        email: 'fuzz.member@example.lk',
        password: 'wrong#Pass1',
        rememberMe: true,
      }),
      send('POST', fc.constant('/identity/createotp'), {
        domain: 'localhost',
        email: 'new@example.lk',
        password: 'Kandy#2026a',
      }),
      send('POST', fc.constant('/identity/createviaotp'), {
        email: 'new@example.lk',
        password: 'Kandy#2026a',
        otp: '123456',
      }),
      send('POST', fc.constant('/identity/otpresetpassword'), { email: 'fuzz.other@example.lk' }),
      send('PUT', fc.constant('/identity/language'), { language: 'si' }),
      send('POST', fc.constant('/identity/resetpasswordbyotp'), {
        email: 'fuzz.other@example.lk',
        otp: '123456',
        password: 'Kandy#2026b',
      }),
      send('POST', fc.constant('/identity/confirmemail'), { token: 'x'.repeat(40) }),
      send('POST', fc.constant('/identity/changeemail'), { email: 'changed@example.lk', password: 'wrong' }),
      send('POST', fc.constant('/identity/changepassword'), { oldPassword: 'wrong', newPassword: 'Kandy#2026c' }),
      send('POST', fc.constant('/identity/updateuser'), {
        title: 'Mr.',
        customerName: 'Kasun',
        countryId: 129,
        mobile: '0771234567',
      }),
      get(fc.constant('/identity/getuserdetails')),
      // Logout only without a session, so the member's and the team's stay usable.
      bodyFor({}).map((body): Call => ({ method: 'POST', url: '/identity/logout', who: 'anonymous', ...body })),
      get(fc.constant('/api/botcheck/challenge')),
      get(at((key, file) => `/api/media/${key}/${file}`, 2)),
      get(fc.constant('/identity/me')),
    );
  };

  /** The documented answer to a refusal (DESIGN.md, Wire contract). */
  function expectDocumentedAnswer(call: Call, status: number, body: string, contentType: string) {
    const label = `${call.method} ${call.url} as ${call.who}`;
    expect(status, `${label} answered ${status}: ${body.slice(0, 300)}`).toBeLessThan(500);
    if (!process.env.NO_TYPES && call.wrongType && status < 300) {
      throw new Error(`${label} accepted ${call.wrongType} of the wrong type: ${JSON.stringify(call.payload)}`);
    }
    if (status < 400) return;
    // The stop links of a mail, opened in a browser, answer a page in every case.
    if (call.method === 'GET' && /^\/api\/(unsubscribe|conversations\/(stopmails|guardian\/))/.test(call.url)) {
      expect(contentType, label).toContain('text/html');
      return;
    }
    expect(contentType, label).toContain('application/json');
    const answer = JSON.parse(body) as Record<string, unknown>;
    if (call.url.startsWith('/identity/')) {
      expect(answer.returnCode, label).toBe(0);
      expect(typeof answer.returnText, label).toBe('string');
    } else {
      expect(answer.statusCode, label).toBe(status);
      expect(typeof answer.error, label).toBe('string');
      expect(typeof answer.message, label).toBe('string');
    }
  }

  it('answers every call with a documented answer, never a server error', { timeout: 180_000 }, async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(calls(), async (call) => {
        tried++;
        const headers: Record<string, string> = {
          ...(call.who === 'anonymous' ? {} : tokens[call.who]),
          ...call.headers,
        };
        const response = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: call.raw === undefined ? headers : { 'content-type': 'application/json', ...headers },
          ...(call.raw !== undefined
            ? { payload: call.raw }
            : call.payload !== undefined
              ? { payload: call.payload as object }
              : {}),
          remoteAddress: `10.${tried % 250}.${Math.floor(tried / 250) % 250}.9`,
        });
        expectDocumentedAnswer(
          call,
          response.statusCode,
          response.body,
          String(response.headers['content-type'] ?? ''),
        );
      }),
      { seed: SEED, numRuns: CASES },
    );
    expect(tried).toBeGreaterThanOrEqual(CASES);
  });

  it('stored nothing the schemas refuse: no NUL, no replaced surrogate, no sex or unit out of range', async () => {
    for (const table of ['profiles', 'users', 'contact_messages', 'access_requests', 'reports', 'mail_queue']) {
      const exists = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from information_schema.tables where table_name = ${table}`,
      );
      if (!exists[0]?.n) continue;
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} as x where strpos(x::text, chr(65533)) > 0`,
      );
      expect(row!.n, `${table} rows holding U+FFFD`).toBe(0);
    }
    const [profiles] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from profiles where sex not in (1, 2) or height_type not in (0, 1, 2) or weight_type not in (0, 1, 2)`,
    );
    expect(profiles!.n).toBe(0);
  });
});
