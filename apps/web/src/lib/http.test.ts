import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { json, signedInWithFetch, stubbedFetch } from '@/test/render';

import { AnswerError, api, HttpError, identity, ignoredAnswer, NetworkError, setSessionEndedHandler } from './http';
import { session } from './session';

const refused = () => json({ statusCode: 401, error: 'Unauthorized', message: 'Please log in again.' }, 401);

describe('a refused token', () => {
  const fetchMock = signedInWithFetch('Sunil', { token: 'member-token' });
  const ended = vi.fn();
  beforeEach(() => setSessionEndedHandler(ended));
  afterEach(() => {
    ended.mockReset();
    setSessionEndedHandler(() => {});
  });

  it.each([
    ['an API call', () => api('profilecx', ignoredAnswer)],
    ['an identity call', () => identity('getuserdetails', ignoredAnswer)],
    ['a public call that sends the token', () => api('pp/42', ignoredAnswer)],
  ])('from %s ends the session and says so once', async (_name, call) => {
    fetchMock.mockResolvedValue(refused());
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toBeNull();
    expect(session.endedBy()).toBe('server');
    expect(localStorage.getItem('vivaha.session')).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(ended).toHaveBeenCalledWith('Please log in again.');
  });

  it('sent the token it refused', async () => {
    fetchMock.mockResolvedValue(refused());
    await expect(api('profilecx', ignoredAnswer)).rejects.toBeInstanceOf(HttpError);
    const [, init] = fetchMock.mock.calls[0]! as [URL, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer member-token');
  });

  it('does not end a newer session that signed in while the call was on its way', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    const call = api('profilecx', ignoredAnswer);
    session.signIn('newer-token', 'Sunil');
    reply(refused());
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(session.token()).toBe('newer-token');
    expect(ended).not.toHaveBeenCalled();
  });

  it('keeps the session for a 403 or any other refusal', async () => {
    fetchMock.mockResolvedValue(json({ statusCode: 403, error: 'Forbidden', message: 'Not yours.' }, 403));
    await expect(api('admin/profile', ignoredAnswer)).rejects.toMatchObject({ status: 403, message: 'Not yours.' });
    expect(session.token()).toBe('member-token');
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('an answer', () => {
  const fetchMock = stubbedFetch();
  const schema = z.object({ success: z.boolean(), message: z.string() });

  it('is read through its schema, which may still be loading when the call starts', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: 'Done.', extra: 'dropped' }, 200));
    await expect(api('blocks/5', Promise.resolve(schema), { method: 'POST' })).resolves.toEqual({
      success: true,
      message: 'Done.',
    });
  });

  it('not of its shape is an AnswerError, not data the screen trusts', async () => {
    fetchMock.mockResolvedValue(json({ success: 'yes' }, 200));
    await expect(api('blocks/5', schema, { method: 'POST' })).rejects.toBeInstanceOf(AnswerError);
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(api('blocks/5', schema, { method: 'POST' })).rejects.toBeInstanceOf(AnswerError);
  });

  it('whose schema failed to load is a NetworkError', async () => {
    fetchMock.mockResolvedValue(json({ success: true, message: 'Done.' }, 200));
    const failed = Promise.reject(new Error('chunk failed'));
    await expect(api('blocks/5', failed, { method: 'POST' })).rejects.toBeInstanceOf(NetworkError);
  });
});
