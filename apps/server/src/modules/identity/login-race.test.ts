import { beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

const PASSWORD = 'Kandy#2026a';

describe('login failures sent at once', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createMember(t, 'race@example.lk', PASSWORD);
  });

  const loginFrom = (remoteAddress: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/login',
      payload: { email: 'race@example.lk', password },
      remoteAddress,
    });

  it('checks only 10 of 25 wrong passwords sent at once, and refuses the right one just after', async () => {
    const wrong = Array.from({ length: 25 }, () => loginFrom('10.203.0.1', 'Wrong#Pass1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const right = loginFrom('10.203.0.1', PASSWORD);
    const answers = (await Promise.all(wrong)).map((response) => response.statusCode);
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(15);
    expect((await right).statusCode).toBe(429);
    // Another client address is not held back by them.
    expect((await loginFrom('10.203.0.2', PASSWORD)).statusCode).toBe(200);
  });

  it('gives the count back for a right password: only failures use the limit up', async () => {
    for (let i = 0; i < 9; i++) expect((await loginFrom('10.204.0.1', 'Wrong#Pass1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await loginFrom('10.204.0.1', PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('10.204.0.1', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await loginFrom('10.204.0.1', PASSWORD)).statusCode).toBe(429);
  });
});
