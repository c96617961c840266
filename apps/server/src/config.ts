import { isIP } from 'node:net';
import path from 'node:path';

import { z } from 'zod';

/** Every setting of the server, read from the environment once (DESIGN.md, Configuration). */

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText.refine((value) => value === undefined || isUrl(value, protocols), {
    message: `must be a URL (${hint})`,
  });

function isUrl(value: string, protocols: RegExp): boolean {
  try {
    return protocols.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** The named ranges Fastify's trustProxy (proxy-addr) knows besides addresses. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** More proxies than this in front of one server is a mistake, not a layout. */
const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_FORMS =
  `must be the number of proxies in front of the server (1 to ${MAX_PROXY_HOPS}), or their addresses, ` +
  'comma-separated (e.g. 127.0.0.1 or 10.0.0.0/8,fd00::/8; no network wider than /8 of IPv4 or /7 of IPv6)';

/**
 * The widest network a proxy list may name: a /8 of IPv4 (10.0.0.0/8) or a /7 of IPv6
 * (fc00::/7, every unique local address). Wider ones reach the public internet, and a list of
 * them (0.0.0.0/1,128.0.0.0/1) would believe every client, as `true` would.
 */
const WIDEST_PROXY_NETWORK = { 4: 8, 6: 7 } as const;

/** An address or a network (address/prefix) a proxy may connect from, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address) as 0 | 4 | 6;
  // No zone (fe80::1%eth0): the server's address check does not take one.
  if (!family || extra !== undefined || address.includes('%')) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128) && bits >= WIDEST_PROXY_NETWORK[family];
}

/**
 * Whose X-Forwarded-For to believe, read from the right: off; a hop count (`1`: one proxy in
 * front, and the client is the address it added last); or the proxies' own addresses. `true` (believe every entry,
 * so the client's own first one) is refused: it lets any client choose the address it is counted as.
 */
const trustProxy = optionalText.transform((value, ctx): false | number | string[] => {
  if (value === undefined || ['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (/^\d+$/.test(value) || !entries.every(isProxyAddress)) {
    const all = ['true', 'yes', 'on', 'all', '*'].includes(value.toLowerCase());
    ctx.addIssue({
      code: 'custom',
      message: all
        ? `${TRUST_PROXY_FORMS}; "${value}" would take whatever address a client writes in X-Forwarded-For`
        : TRUST_PROXY_FORMS,
    });
    return z.NEVER;
  }
  return entries;
});

/** A JSON object whose values are all strings (a gateway's headers). */
function isStringRecord(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((item) => typeof item === 'string')
    );
  } catch {
    return false;
  }
}

const emailAddress = optionalText.pipe(z.email({ error: 'must be an email address' }).optional());

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: optionalUrl(/^https?:$/, 'http or https'),
    SITE_NAME: z.string().trim().min(1).max(60).default('Vivaha'),
    /** Who the volunteer team is, in the team's own words: shown on the homepage; none, no section. */
    TEAM_ABOUT: z.string().trim().max(600).default(''),
    /** Who is responsible for members' details (the privacy page); unset, "the volunteer team that runs" the site. */
    DATA_CONTROLLER: z.string().trim().max(120).default(''),
    /** That organisation's postal address, for the privacy page; unset, none is shown. */
    DATA_CONTROLLER_ADDRESS: z.string().trim().max(300).default(''),
    /** Where members write about their details; unset, TEAM_EMAIL. */
    DATA_REQUESTS_EMAIL: emailAddress,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/database'),
    /** At start, how long to keep trying to reach DATABASE_URL before giving up. */
    DATABASE_WAIT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    /** Connections each server keeps open to DATABASE_URL at most. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Read replicas for visitors' listings: one PostgreSQL address or several, comma-separated. */
    DATABASE_READ_URL: optionalText
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((url) => url.trim())
              .filter(Boolean)
          : [],
      )
      .refine((urls) => urls.every((url) => isUrl(url, /^postgres(ql)?:$/)), {
        message: 'must be one or more URLs, comma-separated (postgres://user:password@replica:5432/database)',
      }),
    SMTP_URL: optionalUrl(/^smtps?:$/, 'smtp://user:password@host:587'),
    MAIL_FROM: optionalText,
    TEAM_EMAIL: emailAddress,
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET: optionalText,
    JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    TRUST_PROXY: trustProxy,
    /** Lets a scraper from another machine read GET /metrics (Authorization: Bearer <token>). */
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 24, {
      message: 'must be at least 24 characters',
    }),
    /** Photos in an S3-compatible bucket instead of DATA_DIR/media when S3_BUCKET is set. */
    S3_BUCKET: optionalText,
    /** The service's address (MinIO, R2, B2, Garage...); unset means AWS S3 in S3_REGION. */
    S3_ENDPOINT: optionalUrl(/^https?:$/, 'http or https'),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Addresses the bucket as https://endpoint/bucket/key (MinIO, Garage) rather than bucket.endpoint. */
    S3_FORCE_PATH_STYLE: flag,
    /** How long a visitor's latest, random and search answers are given again (0 turns it off). */
    LISTING_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    ADMIN_EMAIL: emailAddress,
    ADMIN_PASSWORD: optionalText,
    /** First start of an empty embedded database adds 300 demo profiles unless this is 0. */
    SEED_DEMO: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no'])
      .optional()
      .transform((value) => value === undefined || value === '1' || value === 'true' || value === 'yes'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where codes by SMS go: `none` writes each to DATA_DIR/outbox; `twilio`; `http` (any gateway). */
    SMS_PROVIDER: z.enum(['none', 'twilio', 'http']).default('none'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    /** The sending number or sender name (alphanumeric sender ids where the country allows). */
    TWILIO_FROM: optionalText,
    /** Twilio's API address; only a test's fake gateway changes it. */
    TWILIO_API_URL: optionalUrl(/^https?:$/, 'http or https').default('https://api.twilio.com'),
    /** SMS_PROVIDER=http: the gateway's address, POSTed one SMS at a time. */
    SMS_HTTP_URL: optionalUrl(/^https?:$/, 'http or https'),
    /** Headers for it, as a JSON object: {"Authorization": "Bearer ..."}. */
    SMS_HTTP_HEADERS: optionalText.refine((value) => value === undefined || isStringRecord(value), {
      message: 'must be a JSON object of header names and values',
    }),
    /** The body, with {{to}} and {{text}} put in (escaped for the content type). */
    SMS_HTTP_BODY: optionalText.default('{"to":"{{to}}","text":"{{text}}"}'),
    SMS_HTTP_CONTENT_TYPE: z
      .enum(['application/json', 'application/x-www-form-urlencoded'])
      .default('application/json'),
  })
  .superRefine((env, ctx) => {
    const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of twilio) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER is twilio' });
      }
    } else if (twilio.some((key) => env[key])) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must be twilio when TWILIO_* settings are set',
      });
    }
    if (env.SMS_PROVIDER === 'http') {
      if (!env.SMS_HTTP_URL) {
        ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER is http' });
      }
      if (!env.SMS_HTTP_BODY.includes('{{to}}') || !env.SMS_HTTP_BODY.includes('{{text}}')) {
        ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_BODY'], message: 'must contain {{to}} and {{text}}' });
      }
    } else if (env.SMS_HTTP_URL || env.SMS_HTTP_HEADERS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must be http when SMS_HTTP_* settings are set',
      });
    }
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CAPTCHA_PROVIDER is recaptcha' });
        }
      }
    }
    // Links in mails come only from configuration: a real mail server needs the real address.
    if (env.SMTP_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when SMTP_URL is set (links in mails are built from it)',
      });
    }
    const s3Settings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (!env.S3_BUCKET) {
      for (const key of s3Settings.filter((name) => env[name])) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `is required when ${key} is set` });
        break;
      }
    } else if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other S3 key variable is set' });
    }
    if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_REGION'],
        message: 'is required when S3_BUCKET is set without S3_ENDPOINT',
      });
    }
    if (env.DATABASE_READ_URL.length && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL: replicas copy a PostgreSQL primary, not the embedded database',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other admin variable is set' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR. */
  dataDir: string;
  /** Mail goes to this address when TEAM_EMAIL is unset. */
  teamEmail: string;
  /** DATA_REQUESTS_EMAIL, else the team's address. */
  dataRequestsEmail: string;
  mailFrom: string;
  /**
   * The site's address for every generated link (mails, sitemaps, canonical links), with no
   * trailing slash: PUBLIC_URL, else http://HOST:PORT of this server. Never the request's Host.
   */
  siteUrl: string;
}

/** A listening address a browser can open: a wildcard becomes localhost; IPv6 gets brackets. */
function browsableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws a ConfigError naming each variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key]]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const host = values.PUBLIC_URL ? new URL(values.PUBLIC_URL).hostname : 'localhost';
  const siteUrl = (values.PUBLIC_URL ?? `http://${browsableHost(values.HOST)}:${values.PORT}`).replace(/\/+$/, '');
  return {
    ...values,
    siteUrl,
    dataDir: path.resolve(values.DATA_DIR),
    teamEmail: values.TEAM_EMAIL ?? `team@${host}`,
    dataRequestsEmail: values.DATA_REQUESTS_EMAIL ?? values.TEAM_EMAIL ?? `team@${host}`,
    mailFrom: values.MAIL_FROM ?? `${values.SITE_NAME} <no-reply@${host}>`,
  };
}
