import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { pressOn } from '@/test/press-on';
import { calls, json, renderScreen, signedInWithFetch } from '@/test/render';

import { ListActions } from './list-actions';

describe('ListActions', () => {
  const fetchMock = signedInWithFetch();
  let saved: number[];
  let hidden: number[];
  let refuse: Response | undefined;
  const answer = (url: URL, method: string) => {
    if (url.pathname === '/api/matches') {
      return json({
        items: [
          { profileId: 7, name: 'Ruwan', sex: 1, published: true },
          { profileId: 8, name: 'Amali', sex: 2, published: true },
        ],
      });
    }
    if (url.pathname === '/api/shortlist/ids') return json({ profileIds: saved });
    if (url.pathname === '/api/hidden/ids') return json({ profileIds: hidden });
    if (refuse) return refuse;
    const id = Number(url.pathname.split('/').at(-1));
    if (url.pathname.startsWith('/api/shortlist/')) saved = method === 'POST' ? [id, ...saved] : [];
    if (url.pathname.startsWith('/api/hidden/')) hidden = method === 'POST' ? [id] : [];
    return json({ success: true, message: '' });
  };
  const setUp = (lists: { saved?: number[]; hidden?: number[]; refuse?: Response } = {}) => {
    saved = lists.saved ?? [];
    hidden = lists.hidden ?? [];
    refuse = lists.refuse;
    fetchMock.mockImplementation(async (url: URL, init?: RequestInit) =>
      answer(new URL(String(url)), init?.method ?? 'GET'),
    );
  };
  const changes = () => calls(fetchMock).filter((call) => call.method !== 'GET');

  it('saves for the one own profile that could marry this one, and the heart says Saved', async () => {
    setUp();
    const user = await pressOn(
      <ListActions profileId={21} name="Dilini" sex="Female" place="card" />,
      'Save Dilini to your shortlist',
    );
    const heart = await screen.findByRole('button', { name: 'Saved: remove Dilini from your shortlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveTextContent('Saved');
    expect(changes().map((call) => [call.method, call.url.pathname, call.json])).toEqual([
      ['POST', '/api/shortlist/21', { forProfileId: 7 }],
    ]);
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Save Dilini to your shortlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(changes().at(-1)!.method).toBe('DELETE');
  });

  it('puts the heart back and says why when the server refuses', async () => {
    setUp({
      refuse: json({ message: 'Your shortlist can hold at most 100 profiles. Remove some first.' }, 400),
    });
    await pressOn(
      <ListActions profileId={21} name="Dilini" sex="Female" place="card" />,
      'Save Dilini to your shortlist',
    );
    expect(await screen.findByText('Your shortlist can hold at most 100 profiles. Remove some first.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Dilini to your shortlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('hides on Not interested, shows the note with Show again, and undoes it', async () => {
    setUp();
    const user = userEvent.setup();
    const { container } = renderScreen(<ListActions profileId={21} name="Dilini" sex="Female" place="view" />);
    await user.click(await screen.findByRole('button', { name: 'Not interested in Dilini' }));
    expect(await screen.findByText(/^Not interested: hidden from your searches/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /shortlist/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show again: Dilini' }));
    expect(await screen.findByRole('button', { name: 'Not interested in Dilini' })).toBeVisible();
    expect(changes().map((call) => [call.method, call.url.pathname])).toEqual([
      ['POST', '/api/hidden/21'],
      ['DELETE', '/api/hidden/21'],
    ]);
    expect(within(container).queryByText(/^Not interested:/)).toBeNull();
  });

  it('shows nothing on the member’s own profile', async () => {
    setUp();
    const { container } = renderScreen(<ListActions profileId={8} name="Amali" sex="Female" place="card" />);
    await waitFor(() => expect(calls(fetchMock).length).toBe(3));
    await waitFor(() => expect(container.querySelector('.list-actions')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
