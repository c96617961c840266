import { describe, expect, it } from 'vitest';

import { validationMessages as m } from '@vivaha/shared/messages';

import { countRows, createTestApp, solveBotCheck } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

import { ALTCHA_WORK } from './botcheck.service.ts';

const message = {
  name: 'Ravi Kumar',
  email: 'ravi@example.lk',
  subject: 'Other Issues',
  message: 'Hello team',
};

const solve = solveBotCheck;

describe('bot check (altcha)', () => {
  const t = useTestApp({ CAPTCHA_PROVIDER: 'altcha' });

  const send = (captchaToken?: string) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, captchaToken } });
  const stored = () => countRows(t.database, 'contact_messages');

  it('gives a fresh challenge that no cache keeps', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().parameters.algorithm).toBe('PBKDF2/SHA-256');
  });

  it('asks for the measured work: about a second on a mid-range phone (decision 003)', async () => {
    const { parameters } = (await t.app.inject({ method: 'GET', url: '/api/botcheck/challenge' })).json();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: ALTCHA_WORK.cost });
    expect(ALTCHA_WORK).toEqual({ algorithm: 'PBKDF2/SHA-256', cost: 2000, counterMin: 500, counterMax: 1500 });
    // The answer is a counter the solver has to reach by trying every one before it.
    const token = await solve(t);
    const { solution } = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { counter: number } };
    expect(solution.counter).toBeGreaterThanOrEqual(ALTCHA_WORK.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(ALTCHA_WORK.counterMax);
  });

  it('refuses a message without a token', async () => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ captchaToken: m.captchaRequired });
    expect(await stored()).toBe(0);
  });

  it('refuses a token that is not a solution', async () => {
    const response = await send(Buffer.from('{"challenge":{},"solution":{}}').toString('base64'));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ captchaToken: m.captchaInvalid });
  });

  it('refuses a solution whose challenge was altered', async () => {
    const token = await solve(t);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    payload.challenge.parameters.expiresAt += 3600;
    const response = await send(Buffer.from(JSON.stringify(payload)).toString('base64'));
    expect(response.statusCode).toBe(400);
  });

  it('accepts a solved challenge once, and not again', async () => {
    const token = await solve(t);
    expect((await send(token)).statusCode).toBe(200);
    const replay = await send(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fieldErrors).toEqual({ captchaToken: m.captchaInvalid });
    expect(await stored()).toBe(1);
  });

  it('does not take a token spent on one call for another', async () => {
    const token = await solve(t);
    expect((await send(token)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'someone@example.lk', password: 'Kandy#2026a', captchaToken: token },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().fieldErrors).toEqual({ captchaToken: m.captchaInvalid });
  });

  it('has no challenge to give when another provider is set', async () => {
    const other = await createTestApp({ CAPTCHA_PROVIDER: 'none' });
    const response = await other.app.inject({ method: 'GET', url: '/api/botcheck/challenge' });
    expect(response.statusCode).toBe(404);
    await other.close();
  });
});
