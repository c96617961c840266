/**
 * npm run media:migrate               copy the photos in DATA_DIR/media to the bucket named by S3_BUCKET
 * npm run media:migrate -- --medium   make the medium size of the photos stored before it existed
 *
 * Uses the server's configuration (S3_* and DATA_DIR). Each file is read back from the bucket
 * and compared; files already there are skipped, so it can be run again after a stop or after
 * the servers have switched to the bucket, to catch photos uploaded meanwhile. The files on disk
 * are left as they were: remove DATA_DIR/media once the servers use the bucket and all is well.
 *
 * With --medium it works on the storage the servers use (the bucket when S3_BUCKET is set, else
 * DATA_DIR/media), while they serve: each photo without a medium file gets one made from its full
 * file; photos that have one are skipped, so it can be run again at any time.
 */
import path from 'node:path';

import { loadConfig, type Config } from '#src/config.ts';
import { addLaterSizes, copyMedia } from '#src/modules/media/media.migrate.ts';
import { createStorage } from '#src/modules/media/media.s3.ts';
import { createDiskStorage } from '#src/modules/media/media.storage.ts';

import { runCommand } from './run-command.ts';

const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

function listFailures(failed: Array<{ name: string; reason: string }>) {
  for (const { name, reason } of failed.slice(0, 20)) console.error(`  ${name}: ${reason}`);
  if (failed.length > 20) console.error(`  ...and ${failed.length - 20} more`);
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--medium');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown[0]}. Usage: npm run media:migrate [-- --medium]`);
    return 2;
  }
  const config = loadConfig();
  if (args.includes('--medium')) return addMedium(config);
  if (!config.S3_BUCKET) {
    console.error(
      'S3_BUCKET is not set: set S3_BUCKET and the other S3_* variables to the bucket to copy the photos to.',
    );
    return 2;
  }
  const source = path.join(config.dataDir, 'media');
  const bucket = createStorage(config);
  try {
    await bucket.check();
  } catch (error) {
    console.error(`${(error as Error).message}\nCheck S3_ENDPOINT, S3_BUCKET and the keys; the bucket must exist.`);
    return 1;
  }
  console.log(`Copying the photos in ${source} to the bucket ${config.S3_BUCKET}...`);
  let seen = 0;
  const outcome = await copyMedia(createDiskStorage(source), bucket, () => {
    seen++;
    if (seen % 1000 === 0) console.log(`  ${seen} files`);
  });
  console.log(
    `${files(outcome.copied)} copied and checked, ${outcome.present} already in the bucket, ${outcome.failed.length} failed.`,
  );
  listFailures(outcome.failed);
  if (outcome.failed.length) {
    console.error('Some files were not copied: run the command again; files already copied are skipped.');
    return 1;
  }
  return 0;
}

/** --medium: the medium files the photos stored before that size lack, made from their full files. */
async function addMedium(config: Config): Promise<number> {
  const storage = createStorage(config);
  const where = config.S3_BUCKET ? `the bucket ${config.S3_BUCKET}` : path.join(config.dataDir, 'media');
  try {
    await storage.check();
  } catch (error) {
    console.error(`${(error as Error).message}\nCheck the storage the servers use (DATA_DIR or S3_*).`);
    return 1;
  }
  console.log(`Making the medium size of the photos in ${where} that lack it...`);
  let seen = 0;
  const outcome = await addLaterSizes(storage, () => {
    seen++;
    if (seen % 1000 === 0) console.log(`  ${seen} photos`);
  });
  console.log(
    `${files(outcome.made)} made, ${outcome.present} already there, ${outcome.gone} of photos deleted meanwhile, ${outcome.failed.length} failed.`,
  );
  listFailures(outcome.failed);
  if (outcome.failed.length) {
    console.error('Some files were not made: run the command again; photos that have theirs are skipped.');
    return 1;
  }
  return 0;
}

await runCommand(main);
