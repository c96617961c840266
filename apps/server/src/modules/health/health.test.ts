import { describe, expect, it } from 'vitest';

import { postgresDatabase, postgresPool } from '#src/db/client.ts';

import { silentDatabase } from '../../../test/faulty-servers.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

describe('health and readiness', () => {
  const t = useTestApp();

  it('GET /healthz answers while the process is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers when the database does', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });

  it('GET /readyz says unavailable when the database does not answer', async () => {
    const broken = await createTestApp();
    const ping = broken.database.ping;
    broken.database.ping = async () => {
      throw new Error('connection refused');
    };
    const response = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    broken.database.ping = ping;
    await broken.close();
  });

  it('GET /readyz answers 503 within 2 s when the database accepts and never answers', async () => {
    const silent = await silentDatabase();
    const hanging = postgresDatabase(postgresPool(silent.url));
    const probed = await createTestApp();
    const ping = probed.database.ping;
    probed.database.ping = hanging.ping;
    try {
      const started = Date.now();
      const response = await probed.app.inject({ method: 'GET', url: '/readyz' });
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeTruthy();
      expect(response.json()).toMatchObject({ status: 'unavailable' });
      expect(took).toBeLessThan(2_500);
    } finally {
      probed.database.ping = ping;
      await probed.close();
      await silent.close();
      await hanging.close();
    }
  });
});
