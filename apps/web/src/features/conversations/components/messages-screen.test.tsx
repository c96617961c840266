import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Conversation, Message } from '@vivaha/shared/conversations';

import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, stubbedFetch } from '@/test/render';
import { fire } from '@/test/sweetalert';

import { MessagesScreen } from './messages-screen';

vi.mock('sweetalert2', () => import('@/test/sweetalert'));

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 7,
  profileId: 11,
  profileName: 'Nuwan',
  withProfileId: 21,
  withName: 'Kumari',
  withProfileURL: '/profile/21_Kumari',
  lastMessageAt: '2026-11-28T10:00:00.000Z',
  lastFrom: 'theirs',
  unread: 2,
  detailsShared: false,
  canWrite: true,
  guardianCopies: false,
  ...over,
});
const message = (id: number, fromProfileId: number, text: string): Message => ({
  id,
  fromProfileId,
  text,
  sentAt: `2026-11-28T10:0${id % 10}:00.000Z`,
});

describe('MessagesScreen', () => {
  const fetchMock = stubbedFetch();
  const onBlock = vi.fn(async () => true);
  let list: Conversation[];
  let thread: Message[];
  beforeEach(() => {
    list = [
      conversation(),
      conversation({ id: 8, withProfileId: 22, withName: 'Dilini', unread: 0, lastFrom: 'mine' }),
      conversation({ id: 9, profileId: 12, profileName: 'Kasun', withProfileId: 23, withName: 'Nadeesha', unread: 0 }),
    ];
    thread = [message(1, 11, 'Ayubowan, we liked Kumari’s profile.'), message(2, 21, 'Thank you for writing.')];
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (init?.method === 'POST' && path === '/api/conversations') return json({ id: 7 });
      if (init?.method === 'POST' && path.endsWith('/messages')) {
        const { text } = JSON.parse(String(init.body)) as { text: string };
        return json(
          message(3, 11, text.replace(/\d[\d ]{8,}\d/, '[number hidden until both families share details]')),
          201,
        );
      }
      if (init?.method === 'POST' && path.endsWith('/report'))
        return json({ success: true, message: 'Thank you. The team will look at this message.' });
      if (init?.method === 'PUT' || init?.method === 'DELETE') return json({ success: true, message: 'Saved.' });
      if (path.endsWith('/messages')) return json({ items: thread, more: false, readUpTo: 1 });
      return json({
        items: list,
        profiles: [
          { id: 11, name: 'Nuwan', mails: true, guardian: null },
          { id: 12, name: 'Kasun', mails: false, guardian: { email: 'amma@example.lk', confirmed: false } },
        ],
      });
    });
  });
  afterEach(() => fire.mockReset());

  const posts = () => calls(fetchMock).filter((call) => call.method === 'POST');
  const changes = () => calls(fetchMock).filter((call) => call.method === 'PUT' || call.method === 'DELETE');

  it('lists the conversations under each own profile, newest first, with unread counts', async () => {
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages' });
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['For Nuwan', 'For Kasun']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/messages?c=7', '/messages?c=8', '/messages?c=9']);
    expect(within(nav).getByRole('link', { name: /Kumari/ })).toHaveTextContent('2 2 unread messages');
    expect(screen.getByText('Choose a conversation.')).toBeInTheDocument();
  });

  it('shows a conversation as a log, marks what was seen, and sends a message', async () => {
    const user = userEvent.setup();
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?c=7' });
    const log = await screen.findByRole('log', { name: 'Messages with Kumari' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ayubowan, we liked Kumari’s profile.',
      'Thank you for writing.',
    ]);
    expect(items[0]).toHaveTextContent('You wrote:');
    expect(items[0]).toHaveTextContent('Seen');
    expect(items[1]).toHaveTextContent('Kumari’s family wrote:');
    expect(screen.getByRole('link', { name: 'Kumari' })).toHaveAttribute('href', '/profile/21_Kumari');
    expect(screen.getByText(/are hidden until both families have shared their details/)).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Your message' });
    // Told before sending that a number will be hidden.
    await user.type(box, 'Please call 077 123 4567');
    expect(screen.getByText(/A number, address or link in this message will be hidden/)).toBeInTheDocument();
    expect(screen.getByText('24 / 1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(posts().map((call) => [call.url.pathname, call.json])).toEqual([
      ['/api/conversations/7/messages', { text: 'Please call 077 123 4567' }],
    ]);
  });

  it('refuses an empty message and one over 1000 characters without sending', async () => {
    const user = await pressOn(<MessagesScreen onBlock={onBlock} />, 'Send', { route: '/messages?c=7' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.click(box);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A message can be at most 1000 characters.');
    expect(posts()).toEqual([]);
  });

  it('reports the other family’s message with a reason, and offers Block', async () => {
    fire.mockResolvedValue({ isConfirmed: true, value: 'money' });
    const user = userEvent.setup();
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?c=7' });
    const log = await screen.findByRole('log', { name: 'Messages with Kumari' });
    // Only the other family's messages can be reported.
    const [mine, theirs] = await within(log).findAllByRole('listitem');
    expect(within(mine!).queryByRole('button', { name: 'Report' })).toBeNull();
    await user.click(within(theirs!).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thank you. The team will look at this message.')).toBeInTheDocument();
    expect(fire.mock.calls[0]![0]).toMatchObject({
      input: 'select',
      inputOptions: expect.objectContaining({ money: 'Asked for money', abusive: 'Abusive' }),
    });
    expect(posts().map((call) => [call.url.pathname, call.json])).toEqual([
      ['/api/messages/2/report', { reason: 'money', text: '' }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(onBlock).toHaveBeenCalledWith(21, 'Kumari');
  });

  it('says why a family cannot write, instead of the composer', async () => {
    list = [conversation({ canWrite: false })];
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?c=7' });
    expect(await screen.findByText(/You cannot write here now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });

  it('keeps each profile’s mail choice and guardian copy in the settings', async () => {
    const user = userEvent.setup();
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages' });
    await user.click(await screen.findByText('Mail and guardian settings'));
    const mails = screen.getByRole('checkbox', { name: 'Mail me when a family writes to Nuwan' });
    expect(mails).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mail me when a family writes to Kasun' })).not.toBeChecked();
    await user.click(mails);
    expect(screen.getByText('Waiting for amma@example.lk to confirm.')).toBeInTheDocument();
    const field = screen.getByLabelText(/A parent or sibling who should get a weekly copy/);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter an email address.')).toHaveAttribute('role', 'alert');
    await user.type(field, 'thaththa@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await user.click(screen.getByRole('button', { name: 'Stop the copy' }));
    await waitFor(() => expect(changes()).toHaveLength(3));
    expect(changes().map((call) => [call.method, call.url.pathname, call.json])).toEqual([
      ['PUT', '/api/conversations/mails/11', { on: false }],
      ['PUT', '/api/conversations/guardian/11', { email: 'thaththa@example.lk' }],
      ['DELETE', '/api/conversations/guardian/12', undefined],
    ]);
  });

  it('tells the family when the other side’s guardian receives copies', async () => {
    list = [conversation({ guardianCopies: true })];
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?c=7' });
    expect(await screen.findByText('A family member receives copies of this conversation.')).toBeInTheDocument();
  });

  it('opens the conversation a profile or a request links to', async () => {
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?from=11&with=21' });
    expect(await screen.findByRole('log', { name: 'Messages with Kumari' })).toBeInTheDocument();
    expect(posts().map((call) => [call.url.pathname, call.json])).toEqual([
      ['/api/conversations', { profileId: 11, withProfileId: 21 }],
    ]);
  });

  it('opens a conversation made just now, though the list was asked for before it existed', async () => {
    // The first list is asked for as the screen opens and answers only after the conversation is
    // made, without it: the screen must ask again, not settle for that answer.
    const made = conversation({ id: 30, withProfileId: 31, withName: 'Tharushi', lastMessageAt: null, unread: 0 });
    let answerFirstList: (() => void) | undefined;
    const byDefault = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (init?.method === 'POST' && path === '/api/conversations') {
        list = [made, ...list];
        answerFirstList?.();
        return json({ id: 30 });
      }
      if (!init?.method && path === '/api/conversations' && !answerFirstList) {
        const before = list;
        await new Promise<void>((resolve) => (answerFirstList = resolve));
        return json({ items: before, profiles: [] });
      }
      return byDefault(url, init);
    });
    renderScreen(<MessagesScreen onBlock={onBlock} />, { route: '/messages?from=11&with=31' });
    expect(await screen.findByRole('log', { name: 'Messages with Tharushi' })).toBeInTheDocument();
  });
});
