/**
 * npm run media:migrate   copy the photos in DATA_DIR/media to the bucket named by S3_BUCKET
 *
 * Uses the server's configuration (S3_* and DATA_DIR). Each file is read back from the bucket
 * and compared; files already there are skipped, so it can be run again after a stop or after
 * the servers have switched to the bucket, to catch photos uploaded meanwhile. The files on disk
 * are left as they were: remove DATA_DIR/media once the servers use the bucket and all is well.
 */
import path from 'node:path';

import { ConfigError, loadConfig } from '#src/config.ts';
import { copyMedia } from '#src/modules/media/media.migrate.ts';
import { createStorage } from '#src/modules/media/media.s3.ts';
import { createDiskStorage } from '#src/modules/media/media.storage.ts';

async function main(): Promise<number> {
  const config = loadConfig();
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
  const files = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
  console.log(
    `${files(outcome.copied)} copied and checked, ${outcome.present} already in the bucket, ${outcome.failed.length} failed.`,
  );
  for (const { name, reason } of outcome.failed.slice(0, 20)) console.error(`  ${name}: ${reason}`);
  if (outcome.failed.length > 20) console.error(`  ...and ${outcome.failed.length - 20} more`);
  if (outcome.failed.length) {
    console.error('Some files were not copied: run the command again; files already copied are skipped.');
    return 1;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
