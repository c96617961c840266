import path from 'node:path';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import type { Config } from '#src/config.ts';

import {
  assertSafeName,
  createDiskStorage,
  SAFE_MEDIA_NAME,
  StorageUnavailableError,
  type MediaStorage,
} from './media.storage.ts';

export interface S3Options {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string | undefined;
  region?: string | undefined;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean;
  /** The longest one call may take, retries included. */
  deadlineMs?: number;
}

/** The bucket named by S3_BUCKET when it is set, else DATA_DIR/media. */
export function createStorage(config: Config): MediaStorage {
  if (!config.S3_BUCKET) return createDiskStorage(path.join(config.dataDir, 'media'));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** One call to the bucket, retries included, is given up after this. */
const DEADLINE_MS = 15_000;

/**
 * Photos as private objects in an S3-compatible bucket, one object per size, named as on disk
 * without the folders. The bucket is never public: the server reads an object when a signed,
 * unexpired photo address asks for it (media.routes.ts), so an address works for the same hour
 * whichever storage is behind it.
 */
export function createS3Storage(options: S3Options): MediaStorage {
  const { bucket } = options;
  const deadlineMs = options.deadlineMs ?? DEADLINE_MS;
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Services other than AWS (R2, B2, Garage, older MinIO) refuse or mishandle the newer
    // checksum headers; a checksum is sent only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000, throwOnRequestTimeout: true },
  });

  /** One call within the deadline; a failure to reach the bucket becomes StorageUnavailableError. */
  async function call<T>(what: string, work: (options: { abortSignal: AbortSignal }) => Promise<T>): Promise<T> {
    try {
      return await work({ abortSignal: AbortSignal.timeout(deadlineMs) });
    } catch (error) {
      if (error instanceof NoSuchKey) throw error;
      const status =
        error instanceof S3ServiceException ? ` (${error.$metadata.httpStatusCode ?? '?'} ${error.name})` : '';
      throw new StorageUnavailableError(
        `The photo bucket ${bucket} could not ${what}${status}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  return {
    kind: 'bucket',
    async put(name, content) {
      assertSafeName(name);
      const object = new PutObjectCommand({
        Bucket: bucket,
        Key: name,
        Body: content,
        ContentType: 'image/webp',
        CacheControl: 'private, max-age=0',
      });
      await call(`store ${name}`, (options) => client.send(object, options));
    },
    async get(name) {
      assertSafeName(name);
      try {
        // The body is read within the same deadline as the call.
        return await call(`read ${name}`, async (options) => {
          const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }), options);
          return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
        });
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(names) {
      names.forEach(assertSafeName);
      // One delete per object: DeleteObjects needs a checksum header some services refuse.
      await Promise.all(
        names.map((name) =>
          call(`delete ${name}`, (options) =>
            client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }), options),
          ),
        ),
      );
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const listing = new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) });
        const page = await call('list its objects', (options) => client.send(listing, options));
        for (const item of page.Contents ?? []) if (item.Key && SAFE_MEDIA_NAME.test(item.Key)) names.push(item.Key);
        token = page.NextContinuationToken;
      } while (token);
      return names;
    },
    async check() {
      await call('be reached', (options) => client.send(new HeadBucketCommand({ Bucket: bucket }), options));
    },
  };
}
