import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';

import { asLanguage, type Language } from '@vivaha/shared/languages';

import type { Db } from '#src/db/client.ts';
import { dataExports, users } from '#src/db/schema.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { keyedHash } from '#src/modules/identity/index.ts';
import { mailText as say, type Mailer } from '#src/modules/mail/index.ts';
import {
  type MediaStorage,
  type PhotoSize,
  LATER_SIZES,
  photoFileName,
  PHOTO_SIZES,
  renderLaterSize,
} from '#src/modules/media/index.ts';

import type { AccountCollector } from './account.collect.ts';
import { exportReadme } from './account.readme.ts';

/** The jobs that make a member's copy of their data. */
export const EXPORT_JOBS = 'data-export';
/** The mailed link works this long. */
export const EXPORT_LINK_HOURS = 24;
/** ... and this many times. */
export const EXPORT_DOWNLOADS = 2;
/** The file inside the ZIP that holds the data. */
export const EXPORT_DATA_FILE = 'vivaha-data.json';

/** One profile as its owner sees it (the profiles service's owner answer). */
export type OwnerProfileReader = (profileId: number, ownerId: number) => Promise<Record<string, unknown>>;

interface Deps {
  jobs: Jobs;
  db: Db;
  collect: AccountCollector;
  ownerProfile: OwnerProfileReader;
  storage: MediaStorage;
  mailer: Mailer;
  secret: string;
  siteName: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  background: boolean;
}

/** A download of a copy: the ZIP's stream, and whether it was the last one the link allows. */
export interface ExportDownload {
  stream: Readable;
  last: boolean;
}

/**
 * The member's copy of their data (Personal Data Protection Act, right of access): asked for with
 * the password, made by a job on the queue every server shares, mailed as a link. The copy is the
 * data as it was when made, kept in the database until the link expires; the ZIP file is written
 * as it is downloaded, a photo at a time, so no copy is ever held whole in memory or on disk.
 */
export async function createDataExports({
  jobs,
  db,
  collect,
  ownerProfile,
  storage,
  mailer,
  secret,
  siteName,
  siteUrl,
  log,
  background,
}: Deps) {
  await jobs.createQueue(EXPORT_JOBS, {
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  });
  const tokenHash = (token: string) => keyedHash(secret, token);

  /** Gathers the data, keeps it with a new link's hash, and mails the link. */
  async function make(exportId: number): Promise<void> {
    const [row] = await db
      .select({ id: dataExports.id, userId: dataExports.userId, language: dataExports.language, email: users.email })
      .from(dataExports)
      .innerJoin(users, eq(users.id, dataExports.userId))
      .where(eq(dataExports.id, exportId));
    if (!row) return; // The account was deleted meanwhile.
    const { ids, photos, parts } = await collect({ id: row.userId, email: row.email });
    const profiles = [];
    for (const id of ids) {
      const { images: _images, ...profile } = await ownerProfile(id, row.userId);
      profiles.push({
        ...profile,
        photos: photos
          .filter((photo) => photo.profileId === id)
          .map((photo) => ({
            imageId: photo.imageId,
            reviewed: photo.reviewed,
            addedAt: photo.addedAt,
            files: photoEntries(photo).map((entry) => entry.path),
          })),
      });
    }
    const data = {
      madeAt: new Date().toISOString(),
      site: siteUrl,
      ...parts,
      profiles,
      photoFiles: photos.flatMap((photo) => photoEntries(photo)),
    };
    const token = crypto.randomBytes(32).toString('base64url');
    const language = asLanguage(row.language);
    await db
      .update(dataExports)
      .set({
        data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
        tokenHash: tokenHash(token),
        readyAt: sql`now()`,
        expiresAt: sql`now() + make_interval(hours => ${EXPORT_LINK_HOURS})`,
      })
      .where(eq(dataExports.id, exportId));
    const link = `${siteUrl}/identity/export/${token}`;
    await mailer.send({
      to: row.email,
      subject: say(language, 'dataExport.subject', { site: siteName }),
      text: [
        say(language, 'dataExport.ready', { site: siteName }),
        link,
        say(language, 'dataExport.works', { hours: EXPORT_LINK_HOURS, times: EXPORT_DOWNLOADS }),
        say(language, 'dataExport.notYou'),
      ].join('\n\n'),
    });
  }

  const worker = background
    ? await jobs.work<{ exportId: number }>(EXPORT_JOBS, { pollingIntervalSeconds: 10 }, async ([job]) => {
        if (job) await make(job.data.exportId);
      })
    : undefined;

  /** The ZIP file of a made copy: the README, the data, then each photo file as it is read. */
  function zipOf(language: Language, data: Record<string, unknown>): Readable {
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(exportReadme(language, siteName, EXPORT_DATA_FILE)), 'README.txt');
    // Where each photo's files come from stays out of the copy: it is the site's own bookkeeping.
    const { photoFiles, ...shown } = data;
    zip.addBuffer(Buffer.from(JSON.stringify(shown, null, 2)), EXPORT_DATA_FILE);
    const files = (photoFiles ?? []) as PhotoEntry[];
    for (const file of files) {
      zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
        readPhoto(file)
          .then((content) => done(null, Readable.from([content])))
          .catch((error: unknown) => done(error as Error, undefined as unknown as Readable));
      });
    }
    zip.end();
    const out = new PassThrough();
    zip.outputStream.on('error', (error) => out.destroy(error)).pipe(out);
    return out;
  }

  async function readPhoto(file: PhotoEntry): Promise<Buffer> {
    const stored = await storage.get(photoFileName(file.key, file.size));
    if (stored) return stored;
    const standIn = LATER_SIZES[file.size];
    const original = standIn && (await storage.get(photoFileName(file.key, standIn)));
    if (!original) throw new Error(`photo file ${file.key}-${file.size} is missing`);
    return renderLaterSize(original, file.size);
  }

  return {
    /** Asks for a copy; the job makes it and mails the link. */
    async request(userId: number, language: Language): Promise<void> {
      const [row] = await db.insert(dataExports).values({ userId, language }).returning({ id: dataExports.id });
      await jobs.send(EXPORT_JOBS, { exportId: row!.id });
      if (worker) jobs.notifyWorker(worker);
    },

    /** Makes every copy asked for now (tests; a real server's worker does it in the background). */
    async drain(): Promise<number> {
      let made = 0;
      for (;;) {
        const [job] = await jobs.fetch<{ exportId: number }>(EXPORT_JOBS);
        if (!job) return made;
        try {
          await make(job.data.exportId);
          await jobs.complete(EXPORT_JOBS, job.id);
          made++;
        } catch (error) {
          await jobs.fail(EXPORT_JOBS, job.id, { error: String(error) });
          log.error({ err: error }, 'data copy not made');
        }
      }
    },

    /**
     * The copy behind a mailed link, for the account it was made for, while the link works: one
     * of its downloads is counted as it starts (and given back if the file could not be written).
     */
    async download(token: string, userId: number): Promise<ExportDownload | 'gone' | 'other-account'> {
      const hash = tokenHash(token);
      const [found] = await db
        .select({ userId: dataExports.userId })
        .from(dataExports)
        .where(eq(dataExports.tokenHash, hash));
      if (!found) return 'gone';
      if (found.userId !== userId) return 'other-account';
      const [row] = await db
        .update(dataExports)
        .set({ downloads: sql`${dataExports.downloads} + 1` })
        .where(
          and(
            eq(dataExports.tokenHash, hash),
            lt(dataExports.downloads, EXPORT_DOWNLOADS),
            gt(dataExports.expiresAt, sql`now()`),
          ),
        )
        .returning({
          id: dataExports.id,
          data: dataExports.data,
          language: dataExports.language,
          downloads: dataExports.downloads,
        });
      if (!row?.data) return 'gone';
      const stream = zipOf(asLanguage(row.language), row.data);
      stream.on('error', (error) => {
        log.warn({ err: error }, 'data copy download broke off');
        void db
          .update(dataExports)
          .set({ downloads: sql`greatest(${dataExports.downloads} - 1, 0)` })
          .where(eq(dataExports.id, row.id))
          .catch(() => undefined);
      });
      return { stream, last: row.downloads >= EXPORT_DOWNLOADS };
    },

    async close(): Promise<void> {
      if (worker) await jobs.offWork(EXPORT_JOBS, { id: worker });
    },
  };
}

interface PhotoEntry {
  key: string;
  size: PhotoSize;
  path: string;
}

/** A photo's files in the ZIP: photos/{profile}/{photo}-{size}.webp, one per stored size. */
function photoEntries(photo: { profileId: number; imageId: number; storageKey: string }): PhotoEntry[] {
  return (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => ({
    key: photo.storageKey,
    size,
    path: `photos/${photo.profileId}/${photo.imageId}-${size}.webp`,
  }));
}

export type DataExports = Awaited<ReturnType<typeof createDataExports>>;
