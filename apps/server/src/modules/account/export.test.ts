import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';

import { queryRows } from '#src/db/client.ts';
import { identityText } from '#src/modules/identity/identity.service.ts';

import {
  addProfile,
  addReviewedPhoto,
  approveRequest,
  callerOf,
  createMember,
  type Member,
} from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { EXPORT_DATA_FILE } from './account.exports.ts';
import { accountText } from './account.service.ts';

const PASSWORD = 'Kandy#2026a';

/** The files of a ZIP file and their bytes. */
function unzip(content: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed || !stream) return reject(failed ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Download my data (Personal Data Protection Act: the right of access). */
describe('a copy of my data', () => {
  const t = useTestApp();
  let family: Member;
  let other: Member;
  let bride: number;
  let groom: number;
  let link = '';

  const call = callerOf(() => t);
  const linkIn = (text: string) => /\/identity\/export\/[A-Za-z0-9_-]+/.exec(text)?.[0] ?? '';

  beforeAll(async () => {
    family = await createMember(t, 'perera.family@example.org', PASSWORD);
    other = await createMember(t, 'silva.family@example.org');
    bride = await addProfile(t, family, { name: 'Ishara', sex: 2, mobile: '+94 71 555 0101' });
    groom = await addProfile(t, other, { name: 'Lahiru', sex: 1, mobile: '+94 71 222 3333', email: 'l@example.org' });
    await addReviewedPhoto(t, family, bride);
    await approveRequest(t, other, groom, family, bride);
    await approveRequest(t, family, bride, other, groom);
    expect((await call('GET', `/api/pp/${groom}`, family)).statusCode).toBe(200);
    expect((await call('GET', `/api/pp/${bride}`, other)).statusCode).toBe(200);
    const { id } = (
      await call('POST', '/api/conversations', family, { profileId: bride, withProfileId: groom })
    ).json();
    await call('POST', `/api/conversations/${id}/messages`, family, { text: 'Ayubowan from the Perera family' });
    await call('POST', `/api/conversations/${id}/messages`, other, { text: 'Thank you, we will call you' });
    await call('POST', `/api/shortlist/${groom}`, family, {});
    await call('POST', '/api/savedsearches', family, { name: 'Grooms in Kandy', filters: { sx: 1 } });
    // Her NIC (born 12 April 1996: day 103 of the card's year, and 500 more for a woman).
    expect((await call('PUT', `/api/profilecx/${bride}/nic`, family, { nic: '966031234V' })).json().result).toBe(
      'consistent',
    );
    await t.drainMail();
  });

  it('needs the password again, and a visitor gets nothing', async () => {
    const wrong = await call('POST', '/identity/export', family, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ password: identityText.oldPasswordWrong });
    expect((await call('POST', '/identity/export', undefined, { password: PASSWORD })).statusCode).toBe(401);
    expect(await t.app.dataExports.drain()).toBe(0);
  });

  it('is made in the background and mailed as a link to the account', async () => {
    t.mailer.sent.length = 0;
    const asked = await call('POST', '/identity/export', family, { password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().returnText).toBe(accountText.exportAsked);
    expect(await t.app.dataExports.drain()).toBe(1);
    await t.drainMail();
    const mail = t.mailer.sent.find((sent) => sent.subject === 'Your data from Vivaha is ready');
    expect(mail?.to).toBe('perera.family@example.org');
    link = linkIn(mail!.text);
    expect(link).not.toBe('');
    expect(mail!.text).toContain('24 hours');
  });

  it('answers a ZIP file with the data, a README and every photo size, to that account only', async () => {
    expect((await call('GET', link)).statusCode).toBe(401);
    expect((await call('GET', link, other)).statusCode).toBe(404);
    const response = await call('GET', link, family);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');
    const files = await unzip(response.rawPayload);
    expect([...files.keys()].filter((name) => !name.startsWith('photos/'))).toEqual(['README.txt', EXPORT_DATA_FILE]);
    const photoFiles = [...files.keys()].filter((name) => name.startsWith(`photos/${bride}/`));
    expect(photoFiles.map((name) => name.replace(/^photos\/\d+\/\d+-/, '')).sort()).toEqual([
      'card.webp',
      'full.webp',
      'medium.webp',
      'thumb.webp',
    ]);
    for (const name of photoFiles) expect(files.get(name)!.subarray(8, 12).toString()).toBe('WEBP');

    const data = JSON.parse(files.get(EXPORT_DATA_FILE)!.toString());
    expect(data.account).toMatchObject({ email: 'perera.family@example.org', newMatchMails: 'weekly' });
    expect(data.profiles).toHaveLength(1);
    expect(data.profiles[0]).toMatchObject({ profileid: bride, name: 'Ishara', mobile: '+94 71 555 0101' });
    expect(data.profiles[0].photos[0].files).toEqual(photoFiles.sort((a, b) => order(a) - order(b)));
    expect(data.requestsSent).toEqual([
      expect.objectContaining({ toProfileId: groom, toProfileName: 'Lahiru', status: 1 }),
    ]);
    expect(data.requestsReceived).toEqual([
      expect.objectContaining({ fromProfileId: groom, fromProfileName: 'Lahiru', status: 1 }),
    ]);
    expect(data.whoSawMyDetails).toEqual([expect.objectContaining({ profileId: bride, viewerName: 'Lahiru' })]);
    expect(data.detailsIOpened).toEqual([expect.objectContaining({ profileId: groom, profileName: 'Lahiru' })]);
    expect(data.shortlist).toEqual([expect.objectContaining({ profileId: groom, profileName: 'Lahiru' })]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Grooms in Kandy', filters: expect.objectContaining({ sx: 1 }) }),
    ]);
    expect(data.account.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(data.mailsSentToMe.map((mail: { subject: string }) => mail.subject)).toContain(
      'You are both interested: Lahiru',
    );
    expect(data.conversations).toEqual([
      expect.objectContaining({
        profileId: bride,
        withProfileId: groom,
        withName: 'Lahiru',
        messages: [
          expect.objectContaining({ from: 'us', text: 'Ayubowan from the Perera family' }),
          expect.objectContaining({ from: 'them', text: 'Thank you, we will call you' }),
        ],
      }),
    ]);
    // The checks' results, and not the NIC number in either form.
    expect(data.profileChecks).toEqual([
      {
        profileId: bride,
        kind: 'nic',
        result: 'consistent',
        reason: null,
        checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // The other family appears only by number and name: not their contact details or account.
    const text = files.get(EXPORT_DATA_FILE)!.toString();
    for (const nic of ['96603123', '1996603']) expect(text).not.toContain(nic);
    for (const theirs of ['silva.family@example.org', '+94 71 222 3333', 'l@example.org']) {
      expect(text).not.toContain(theirs);
    }
    expect(files.get('README.txt')!.toString()).toContain('vivaha-data.json');
  });

  it('works twice, then is gone', async () => {
    expect((await call('GET', link, family)).statusCode).toBe(200);
    const third = await call('GET', link, family);
    expect(third.statusCode).toBe(404);
    expect(third.json().returnText).toBe(accountText.exportGone);
    // A browser is taken to My Data, which says why.
    const browser = await t.app.inject({ method: 'GET', url: link, headers: { ...family.auth, accept: 'text/html' } });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/MyData?export=gone');
  });

  it('expires 24 hours after it is mailed, and a browser that is not signed in is sent to sign in first', async () => {
    await call('POST', '/identity/export', family, { password: PASSWORD });
    await t.app.dataExports.drain();
    await t.drainMail();
    const fresh = linkIn(t.mailer.sent.at(-1)!.text);
    const visitor = await t.app.inject({ method: 'GET', url: fresh, headers: { accept: 'text/html' } });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toMatch(/^\/MyData\?download=/);
    await t.database.db.execute(sql`update data_exports set expires_at = now() - interval '1 second'`);
    expect((await call('GET', fresh, family)).statusCode).toBe(404);
  });

  it('is limited to 3 a day', async () => {
    await t.database.db.execute(sql`delete from rate_limits where key like 'data-export:%'`);
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/identity/export', family, { password: PASSWORD })).statusCode).toBe(200);
    }
    const fourth = await call('POST', '/identity/export', family, { password: PASSWORD });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().returnText).toBe(accountText.exportTooMany);
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from data_exports`,
    );
    expect(row!.count).toBe(5);
  });
});

const SIZE_ORDER = ['thumb', 'card', 'medium', 'full'];
const order = (name: string) => SIZE_ORDER.findIndex((size) => name.endsWith(`-${size}.webp`));
