import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  conversationMessages,
  MASKS,
  MESSAGE_MAX,
  MESSAGES_PER_DAY,
  NEW_CONVERSATIONS_PER_DAY,
  UNANSWERED_IN_A_ROW,
} from '@vivaha/shared/conversations';

import { queryRows } from '#src/db/client.ts';
import { textIn } from '#src/lib/messages.ts';

import { addProfile, askToSee, callerOf, type Member } from '../../../test/helpers.ts';
import { useAdmin, useMembers, useTestApp } from '../../../test/use-test-app.ts';

import { conversationText, stopMailsToken } from './conversations.service.ts';

describe('messages between two families (/api/conversations)', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' });
  const [brides, grooms, stranger] = useMembers(
    t,
    'kumari.family@example.lk',
    'nuwan.family@example.lk',
    'someone@example.lk',
  );
  const team = useAdmin(t, 'team@example.lk');
  let bride: number;
  let groom: number;
  let otherGroom: number;

  const call = callerOf(() => t);
  const ask = (from: number, to: number, toOwner: Member, member: Member) => askToSee(t, member, from, toOwner, to);
  const approveAll = async (member: Member, shareBack = false) => {
    const items = (await call('GET', '/api/pp/myapprovals?status=0', member)).json().items as Array<{ id: number }>;
    for (const item of items)
      expect(
        (await call('POST', '/api/pp/approveOrReject', member, { id: item.id, isApproved: 1, shareBack })).statusCode,
      ).toBe(200);
  };
  const start = (member: Member, profileId: number, withProfileId: number) =>
    call('POST', '/api/conversations', member, { profileId, withProfileId });
  const write = (member: Member, id: number, text: string, language?: string) =>
    call('POST', `/api/conversations/${id}/messages`, member, { text }, language);
  const read = (member: Member, id: number, query = '', language?: string) =>
    call('GET', `/api/conversations/${id}/messages${query}`, member, undefined, language);
  const clean = async () => {
    await t.database.db.execute(sql`delete from conversations`);
    await t.database.db.execute(sql`delete from access_requests`);
    await t.database.db.execute(sql`delete from rate_limits`);
    await t.database.db.execute(sql`delete from reports`);
    await t.database.db.execute(sql`delete from blocks`);
    await t.database.db.execute(sql`delete from guardians`);
    await t.database.db.execute(sql`update profiles set message_mails = true`);
    await t.drainMail();
    t.mailer.sent.length = 0;
  };
  /** The groom's family asked, the bride's family approved: the groom's family may write. */
  async function approvedConversation(shareBack = false) {
    await ask(groom, bride, brides, grooms);
    await approveAll(brides, shareBack);
    const started = await start(grooms, groom, bride);
    expect(started.statusCode).toBe(200);
    return started.json().id as number;
  }

  beforeAll(async () => {
    bride = await addProfile(t, brides, { name: 'Kumari', sex: 2 }, 1);
    groom = await addProfile(t, grooms, { name: 'Nuwan', sex: 1 }, 1);
    otherGroom = await addProfile(t, stranger, { name: 'Kasun', sex: 1 }, 1);
  });
  beforeEach(clean);

  it('needs an approved request between the two profiles; the same pair gets the same conversation', async () => {
    const refused = await start(grooms, groom, bride);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(conversationText.needsApproval);
    // A pending request is not enough.
    await ask(groom, bride, brides, grooms);
    expect((await start(grooms, groom, bride)).statusCode).toBe(403);
    await approveAll(brides);
    const first = (await start(grooms, groom, bride)).json().id;
    // Either family, from either side, reaches the same conversation.
    expect((await start(grooms, groom, bride)).json().id).toBe(first);
    expect((await start(brides, bride, groom)).json().id).toBe(first);
  });

  it('answers 401 to a visitor, 404 to a member who is not one of the two families, 400 naming the field', async () => {
    const id = await approvedConversation();
    expect((await call('GET', '/api/conversations')).statusCode).toBe(401);
    expect((await read(undefined as unknown as Member, id)).statusCode).toBe(401);
    expect((await read(stranger, id)).statusCode).toBe(404);
    expect((await write(stranger, id, 'Hello')).statusCode).toBe(404);
    expect((await read(stranger, 999_999)).statusCode).toBe(404);
    // Starting from a profile that is not the caller's, or with a profile the caller owns.
    const notMine = await start(stranger, groom, bride);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().fieldErrors).toEqual({ profileId: conversationMessages.profileRequired });
    expect((await start(stranger, otherGroom, otherGroom)).statusCode).toBe(404);
    const bad = await call('POST', '/api/conversations', grooms, { profileId: 'x', withProfileId: bride });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['profileId']);
    const empty = await write(grooms, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ text: conversationMessages.textRequired });
    const long = await write(grooms, id, 'අ'.repeat(MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ text: conversationMessages.textTooLong });
    expect((await write(grooms, id, 'අ'.repeat(MESSAGE_MAX))).statusCode).toBe(201);
    expect((await read(grooms, id, '?before=abc')).statusCode).toBe(400);
  });

  it('lists conversations per own profile with unread counts, and reading marks them read', async () => {
    const id = await approvedConversation();
    const sent = await write(grooms, id, 'Ayubowan! We liked Kumari’s profile.');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ fromProfileId: groom, text: 'Ayubowan! We liked Kumari’s profile.' });
    const [theirs] = (await call('GET', '/api/conversations', brides)).json().items;
    expect(theirs).toMatchObject({
      id,
      profileId: bride,
      withProfileId: groom,
      withName: 'Nuwan',
      unread: 1,
      lastFrom: 'theirs',
      detailsShared: false,
      canWrite: true,
    });
    const [mine] = (await call('GET', '/api/conversations', grooms)).json().items;
    expect(mine).toMatchObject({ profileId: groom, withProfileId: bride, unread: 0, lastFrom: 'mine' });
    const page = (await read(brides, id)).json();
    expect(page.items.map((item: { text: string }) => item.text)).toEqual(['Ayubowan! We liked Kumari’s profile.']);
    expect(page.more).toBe(false);
    expect((await call('GET', '/api/conversations', brides)).json().items[0].unread).toBe(0);
    // The writer sees how far the other family has read.
    expect((await read(grooms, id)).json().readUpTo).toBe(sent.json().id);
  });

  it('masks numbers, addresses, links and handles until both families share details, then keeps them', async () => {
    const id = await approvedConversation();
    const samples: Array<[string, string]> = [
      ['Call 077 123 4567', `Call ${MASKS.number}`],
      ['Amma: 0.7.7-1.2.3-4.5.6.7', `Amma: ${MASKS.number}`],
      ['සිංහල ඉලක්කම් ෦෭෭෧෨෩෪෫෬', `සිංහල ඉලක්කම් ${MASKS.number}`],
      ['தமிழ் எண்கள் ௦௭௭௧௨௩௪௫௬', `தமிழ் எண்கள் ${MASKS.number}`],
    ];
    for (const [text, stored] of samples) {
      const sent = await write(grooms, id, text);
      expect(sent.json().text, text).toBe(stored);
      // Answer, so the next one is not a fourth in a row.
      await write(brides, id, 'ok');
    }
    const words = await write(
      grooms,
      id,
      'zero seven seven one two three four five six seven, or a@b.lk, wa.me/94771234567',
    );
    expect(words.json().text).toBe(`${MASKS.number}, or ${MASKS.contact}, ${MASKS.contact}`);
    await write(brides, id, 'ok');
    // A date or a height is not a number to hide.
    expect((await write(grooms, id, 'Born 12.03.1995, 5 feet 4 inches')).json().text).toBe(
      'Born 12.03.1995, 5 feet 4 inches',
    );
    // The stored text is the masked one: nothing of the number is kept.
    const stored = await queryRows<{ text: string }>(t.database.db, sql`select text from conversation_messages`);
    expect(JSON.stringify(stored)).not.toContain('4567');
    // A Sinhala reader sees the mask in Sinhala.
    const inSinhala = (await read(brides, id, '', 'si')).json().items[0].text;
    expect(inSinhala).toBe('Call [පවුල් දෙකම විස්තර හුවමාරු කරන තුරු අංකය සඟවා ඇත]');

    // The groom's family opens its details to the bride's too: now nothing is masked.
    await ask(bride, groom, grooms, brides);
    await approveAll(grooms);
    expect((await call('GET', '/api/conversations', grooms)).json().items[0].detailsShared).toBe(true);
    await write(brides, id, 'ok');
    expect((await write(grooms, id, 'Call 077 123 4567')).json().text).toBe('Call 077 123 4567');
  });

  it(`holds a family to ${UNANSWERED_IN_A_ROW} messages in a row until the other answers`, async () => {
    const id = await approvedConversation();
    for (let i = 1; i <= UNANSWERED_IN_A_ROW; i++)
      expect((await write(grooms, id, `Message ${i}`)).statusCode).toBe(201);
    const fourth = await write(grooms, id, 'Message 4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(conversationText.inARow);
    expect((await write(brides, id, 'Thank you, we will call.')).statusCode).toBe(201);
    expect((await write(grooms, id, 'Message 4')).statusCode).toBe(201);
  });

  it(`allows ${MESSAGES_PER_DAY} messages a day per account and ${NEW_CONVERSATIONS_PER_DAY} new conversations`, async () => {
    const id = await approvedConversation();
    await t.database.db.execute(sql`delete from rate_limits`);
    // Each family writes its 50, taking turns, so none is a fourth in a row.
    for (let i = 0; i < MESSAGES_PER_DAY; i++) {
      expect((await write(grooms, id, `g${i}`)).statusCode, `message ${i}`).toBe(201);
      expect((await write(brides, id, `b${i}`)).statusCode, `answer ${i}`).toBe(201);
    }
    const over = await write(grooms, id, 'one more');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^You can send at most 50 messages a day\./);

    // New conversations: the stranger's account has six profiles (the team raised its limit) that
    // the bride's family approved.
    await t.database.db.execute(sql`delete from rate_limits`);
    await t.database.db.execute(sql`update users set profile_limit = 10 where id = ${stranger.id}`);
    const suitors: number[] = [];
    for (let i = 0; i <= NEW_CONVERSATIONS_PER_DAY; i++) {
      const suitor = await addProfile(t, stranger, { name: `Suitor ${i}`, sex: 1 }, 1);
      await ask(suitor, bride, brides, stranger);
      suitors.push(suitor);
    }
    await t.database.db.execute(sql`delete from rate_limits`);
    await approveAll(brides);
    for (const [i, suitor] of suitors.entries()) {
      const answer = await start(stranger, suitor, bride);
      expect(answer.statusCode, `conversation ${i}`).toBe(i < NEW_CONVERSATIONS_PER_DAY ? 200 : 429);
    }
  });

  it('a block ends the conversation for both at once, kept (not deleted) for a report already made', async () => {
    const id = await approvedConversation();
    const hello = (await write(grooms, id, 'Please send money for the visa')).json();
    const reported = await call('POST', `/api/messages/${hello.id}/report`, brides, { reason: 'money', text: '' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().message).toBe(conversationText.reported);
    expect((await call('POST', `/api/blocks/${groom}`, brides)).statusCode).toBe(200);
    for (const member of [brides, grooms]) {
      expect((await call('GET', '/api/conversations', member)).json().items).toEqual([]);
      expect((await read(member, id)).statusCode).toBe(404);
      expect((await write(member, id, 'Hello?')).statusCode).toBe(404);
    }
    const [kept] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from conversation_messages`,
    );
    expect(kept!.count).toBe(1);
  });

  it('a report carries the message; the team sees it with at most ten before it, and nothing else', async () => {
    const id = await approvedConversation();
    for (let i = 1; i <= 12; i++) {
      await write(i % 2 ? grooms : brides, id, `Line ${i}`);
    }
    const last = (await write(brides, id, 'Line 13')).json();
    const theirs = (await write(grooms, id, 'Send 50,000 rupees first')).json();
    await write(brides, id, 'Line 15, after the reported one');
    // Only the other family's message, only by one of the two families.
    expect((await call('POST', `/api/messages/${last.id}/report`, brides, { reason: 'abusive' })).statusCode).toBe(400);
    expect((await call('POST', `/api/messages/${theirs.id}/report`, stranger, { reason: 'abusive' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/messages/${theirs.id}/report`, brides, { reason: 'nonsense' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/api/messages/${theirs.id}/report`, brides, { reason: 'money', text: 'Asked for money' }))
        .statusCode,
    ).toBe(200);

    const queue = (await call('GET', '/api/admin/reports', team)).json();
    const report = queue.items.find((group: { profileId: number }) => group.profileId === groom).reports[0];
    expect(report).toMatchObject({ reason: 'money', text: 'Asked for money' });
    const texts = report.messages.map((message: { text: string }) => message.text);
    expect(texts).toHaveLength(11);
    expect(texts[0]).toBe('Line 4');
    expect(texts.at(-1)).toBe('Send 50,000 rupees first');
    expect(texts).not.toContain('Line 15, after the reported one');
    expect(report.messages.at(-1)).toMatchObject({ reported: true, fromName: 'Nuwan' });
    // The team has no call to browse conversations.
    expect((await read(team, id)).statusCode).toBe(404);
  });

  it('mails the other family at most once an hour per conversation, without the message, with a one-click stop', async () => {
    const id = await approvedConversation();
    await write(grooms, id, 'First, with a secret: 0771234567');
    await write(brides, id, 'Answer');
    await write(grooms, id, 'Second');
    await t.drainMail();
    const toBride = t.mailer.sent.filter((mail) => mail.to === 'kumari.family@example.lk');
    expect(toBride.map((mail) => mail.subject)).toEqual(['Nuwan’s family wrote to you']);
    expect(toBride[0]!.text).not.toContain('First');
    expect(toBride[0]!.text).toContain(`https://vivaha.example.org/messages?c=${id}`);
    const stop = /https:\/\/vivaha\.example\.org(\/api\/conversations\/stopmails\?token=[^\s]+)/.exec(
      toBride[0]!.text,
    )!;
    const page = await t.app.inject({ method: 'GET', url: stop[1]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(conversationText.mailsStopped);
    // A made-up token changes nothing.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/stopmails?token=${groom}.${'x'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(400);
    // The page speaks the mail's language, found by the message's key.
    const inSinhala = await t.app.inject({ method: 'GET', url: '/api/conversations/stopmails?token=x&lang=si' });
    expect(inSinhala.body).toContain(textIn('si', 'conversations', 'badToken')!);
    expect(stopMailsToken('another secret', bride)).not.toBe(stop[1]!.split('token=')[1]!.split('&')[0]);

    // Stopped: the bride's family is not mailed again, whatever is written.
    t.mailer.sent.length = 0;
    await write(brides, id, 'Another answer');
    await write(grooms, id, 'Third');
    await t.drainMail();
    expect(t.mailer.sent.filter((mail) => mail.to === 'kumari.family@example.lk')).toEqual([]);
  });

  it('sends a confirmed guardian a weekly copy, tells the other family, and stops when asked', async () => {
    const id = await approvedConversation();
    await write(grooms, id, 'Before the guardian confirmed');
    // Only the owner names a guardian for a profile; the address must be one.
    expect(
      (await call('PUT', `/api/conversations/guardian/${bride}`, grooms, { email: 'amma@example.lk' })).statusCode,
    ).toBe(400);
    const bad = await call('PUT', `/api/conversations/guardian/${bride}`, brides, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['email']);
    const named = await call('PUT', `/api/conversations/guardian/${bride}`, brides, { email: 'amma@example.lk' });
    expect(named.statusCode).toBe(200);
    expect(named.json().message).toBe(
      'We sent a link to amma@example.lk. The weekly copy starts once they open it and confirm.',
    );
    await t.drainMail();
    const ask = t.mailer.sent.find((mail) => mail.to === 'amma@example.lk')!;
    expect(ask.subject).toBe('Copies of the conversations of Kumari on Vivaha');
    // Not confirmed yet: the other family is not told, and nothing is copied.
    expect((await call('GET', '/api/conversations', grooms)).json().items[0].guardianCopies).toBe(false);
    expect(await t.app.guardianCopies.run()).toBe(0);
    const confirm = /https:\/\/vivaha\.example\.org(\/api\/conversations\/guardian\/confirm\?token=\S+)/.exec(
      ask.text,
    )!;
    expect((await t.app.inject({ method: 'GET', url: confirm[1]!.replace('token=', 'token=x') })).statusCode).toBe(400);
    const page = await t.app.inject({ method: 'GET', url: confirm[1]! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You will get a copy of this profile’s conversations once a week.');
    // The link works once.
    expect((await t.app.inject({ method: 'GET', url: confirm[1]! })).statusCode).toBe(400);
    expect((await call('GET', '/api/conversations', grooms)).json().items[0].guardianCopies).toBe(true);
    expect((await call('GET', '/api/conversations', brides)).json().profiles).toEqual([
      { id: bride, name: 'Kumari', mails: true, guardian: { email: 'amma@example.lk', confirmed: true } },
    ]);

    await write(grooms, id, 'Ayubowan from Nuwan, call 077 123 4567');
    await write(brides, id, 'Thank you');
    t.mailer.sent.length = 0;
    expect(await t.app.guardianCopies.run()).toBe(1);
    await t.drainMail();
    const [copy] = t.mailer.sent.filter((mail) => mail.to === 'amma@example.lk');
    expect(copy!.subject).toBe('This week’s messages of Kumari on Vivaha');
    expect(copy!.text).toContain('With Nuwan:');
    expect(copy!.text).toContain(`Nuwan: Ayubowan from Nuwan, call ${MASKS.number}`);
    expect(copy!.text).toContain('Kumari: Thank you');
    expect(copy!.text).not.toContain('Before the guardian confirmed');
    // Nothing new: no mail. The guardian's own stop link ends the copies.
    expect(await t.app.guardianCopies.run()).toBe(0);
    const stop = /https:\/\/vivaha\.example\.org(\/api\/conversations\/guardian\/stop\?token=\S+)/.exec(copy!.text)!;
    expect((await t.app.inject({ method: 'GET', url: stop[1]! })).statusCode).toBe(200);
    expect((await call('GET', '/api/conversations', brides)).json().profiles[0].guardian).toBeNull();
    expect((await call('GET', '/api/conversations', grooms)).json().items[0].guardianCopies).toBe(false);
  });

  it('is in the member’s copy of their data, and goes with their account', async () => {
    const id = await approvedConversation();
    await write(grooms, id, 'Hello from Nuwan’s family');
    await write(brides, id, 'Hello from Kumari’s family');
    const count = async (table: string) =>
      (
        await queryRows<{ count: number }>(
          t.database.db,
          sql`select count(*)::int as count from ${sql.identifier(table)}`,
        )
      )[0]!.count;
    expect(await count('conversation_messages')).toBe(2);
    await t.database.db.execute(sql`delete from profiles where id = ${groom}`);
    expect(await count('conversation_messages')).toBe(0);
    expect(await count('conversations')).toBe(0);
    groom = await addProfile(t, grooms, { name: 'Nuwan', sex: 1 }, 1);
  });
});
