/**
 * npm run backup [-- --out FILE]   write the site's data into one file
 *
 * Uses the same configuration as the server. The file (default vivaha-backup-YYYYMMDD-HHMMSS.tar.gz
 * in the current folder) holds the embedded database, the signing secret kept in DATA_DIR and the
 * photos on disk; it holds every member's personal data, so only its owner may read it. Works
 * with the server running (it asks the server for the database copy) or stopped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

import { loadConfig } from '#src/config.ts';
import { counted } from '#src/modules/backup/backup-archive.ts';
import { createBackup, defaultBackupName } from '#src/modules/backup/backup.service.ts';

import { runCommand } from './run-command.ts';

const usage = 'Usage: npm run backup [-- --out FILE]';

/** Kilobytes or megabytes, for a person. */
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ args, options: { out: { type: 'string' } } }));
  } catch {
    console.error(usage);
    return 2;
  }
  // npm runs scripts from the project's folder: a file name is read from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig();
  process.umask(0o077);
  const report = await createBackup(config, path.resolve(here, out ?? defaultBackupName()));
  for (const note of report.notes) console.log(note);
  const { profiles, photos } = report.manifest.counts;
  const what = [profiles !== null && counted(profiles, 'profile'), photos !== null && counted(photos, 'photo')]
    .filter(Boolean)
    .join(', ');
  console.log(`Backup written to ${report.file} (${size(report.bytes)}${what ? `; ${what}` : ''}).`);
  return 0;
}

await runCommand(main);
