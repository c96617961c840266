import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// @ts-expect-error: s3rver ships no types; only the few members below are used.
import S3rver from 's3rver';

/** What s3rver accepts: it checks each request's signature against these. */
export const S3RVER_KEYS = { id: 'S3RVER', secret: 'S3RVER' } as const;

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

export interface LocalS3 {
  endpoint: string;
  /** The S3_* variables of a server using `bucket` on this S3 server. */
  env(bucket: string): Record<string, string>;
  /** Stops answering (connections are refused) and comes back on the same port with the same objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver: the S3 REST API, with signatures checked, over a
 * temporary folder) holding the given buckets, empty. Closing it removes the folder.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'vivaha-s3-'));
  let port = 0;
  let server: S3rverInstance | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: buckets.map((name) => ({ name })),
    }) as S3rverInstance;
    port = (await server.run()).port;
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEYS.id,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secret,
      S3_FORCE_PATH_STYLE: '1',
    }),
    stop,
    start,
    async close() {
      await stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
