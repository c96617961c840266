import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadConfig', () => {
  it('starts with the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.SITE_NAME).toBe('Vivaha');
    expect(config.CAPTCHA_PROVIDER).toBe('altcha');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('builds links only from configuration: PUBLIC_URL, else http://HOST:PORT', () => {
    expect(loadConfig({}).siteUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).siteUrl).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '::1' }).siteUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://vivaha.example.org/' }).siteUrl).toBe('https://vivaha.example.org');
  });

  it('refuses to start with SMTP_URL and no PUBLIC_URL, naming PUBLIC_URL', () => {
    expect(errorOf({ SMTP_URL: 'smtp://mail.example.org:587' })).toMatch(
      /PUBLIC_URL: is required when SMTP_URL is set/,
    );
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.org:587', PUBLIC_URL: 'https://vivaha.example.org' }).siteUrl,
    ).toBe('https://vivaha.example.org');
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '9000',
      SITE_NAME: 'Mangala',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u:p@db.internal:5432/vivaha',
      TEAM_EMAIL: 'team@example.org',
      PUBLIC_URL: 'https://vivaha.example.org',
    });
    expect(config.PORT).toBe(9000);
    expect(config.DATABASE_READ_URL).toEqual([]);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/v', DATABASE_READ_URL: ' postgres://r1/v, postgresql://r2:5433/v ' })
        .DATABASE_READ_URL,
    ).toEqual(['postgres://r1/v', 'postgresql://r2:5433/v']);
    expect(config.SITE_NAME).toBe('Mangala');
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.teamEmail).toBe('team@example.org');
    expect(config.mailFrom).toBe('Mangala <no-reply@vivaha.example.org>');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/v', DATABASE_READ_URL: 'postgres://r1/v, replica-2:5432' }, 'DATABASE_READ_URL'],
    [{ DATABASE_READ_URL: 'postgres://replica/v' }, 'DATABASE_READ_URL'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'ftp://example.org' }, 'PUBLIC_URL'],
    [{ TEAM_EMAIL: 'team-at-example' }, 'TEAM_EMAIL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'RECAPTCHA_SITE_KEY'],
    [{ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'k' }, 'RECAPTCHA_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.org' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'Secret#2026' }, 'ADMIN_EMAIL'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:3900' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'garage:3900' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'photos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'k' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'photos' }, 'S3_REGION'],
    [{ S3_BUCKET: 'photos', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(errorOf(env)).toContain(`${variable}:`);
  });

  it('keeps photos on disk unless S3_BUCKET is set, and reads the bucket settings', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'https://s3.example.org',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }),
    ).toMatchObject({ S3_BUCKET: 'photos', S3_ENDPOINT: 'https://s3.example.org', S3_FORCE_PATH_STYLE: true });
  });

  it('reads TRUST_PROXY as a count of proxies or as their addresses, as the server trusts them', () => {
    for (const off of ['', '0', 'false', 'no']) expect(loadConfig({ TRUST_PROXY: off }).TRUST_PROXY).toBe(false);
    // `1` is one proxy in front: the last address it adds to X-Forwarded-For, never the first.
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: 'fc00::/7,172.16.0.0/12' }).TRUST_PROXY).toEqual(['fc00::/7', '172.16.0.0/12']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8 ,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes', 'on', 'all', '*'])(
    'refuses TRUST_PROXY=%s, which would take any address a client writes, and says what it takes',
    (value) => {
      const message = errorOf({ TRUST_PROXY: value });
      expect(message).toContain('TRUST_PROXY:');
      expect(message).toMatch(/number of proxies/);
      expect(message).toMatch(/addresses/);
    },
  );

  it.each([
    '-1',
    '1.5',
    '100',
    '10.0.0.0/33',
    '300.1.1.1',
    'proxy.internal',
    '10.0.0.1,,10.0.0.2',
    '::1/129',
    // Networks so wide they take in the clients: together they are every address, as `true` is.
    '0.0.0.0/1,128.0.0.0/1',
    '0.0.0.0/0',
    '0.0.0.0/0,::/0',
    '2000::/3',
    '10.0.0.0/7',
    'fe80::1%eth0',
  ])('refuses TRUST_PROXY=%s, naming it', (value) => {
    expect(errorOf({ TRUST_PROXY: value })).toContain('TRUST_PROXY:');
  });

  it('names every bad variable at once', () => {
    const message = errorOf({ PORT: 'x', LOG_LEVEL: 'y' });
    expect(message).toContain('PORT:');
    expect(message).toContain('LOG_LEVEL:');
  });
});
