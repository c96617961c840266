/**
 * npm run restore -- FILE   restore a file written by npm run backup into DATA_DIR
 *
 * Uses the same configuration as the server, which must not be running. DATA_DIR must hold no
 * database, photos or secret yet: a restore never writes over anything. The restored site is
 * checked against the backup's manifest before the command says it is done.
 */
import path from 'node:path';

import { loadConfig } from '#src/config.ts';
import { counted } from '#src/modules/backup/backup-archive.ts';
import { restoreBackup } from '#src/modules/backup/restore.service.ts';

import { runCommand } from './run-command.ts';

const usage = 'Usage: npm run restore -- FILE';

async function main(args: string[]): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.length || file.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  // npm runs scripts from the project's folder: a file name is read from where the command was typed.
  const here = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig();
  process.umask(0o077);
  const report = await restoreBackup(config, path.resolve(here, file));
  for (const note of report.notes) console.log(note);
  const what = [
    report.profiles !== null && counted(report.profiles, 'profile'),
    report.photos !== null && counted(report.photos, 'photo'),
  ]
    .filter(Boolean)
    .join(', ');
  const { siteName, createdAt } = report.manifest;
  console.log(`Restored ${siteName}'s backup of ${createdAt} into ${config.dataDir}${what ? ` (${what})` : ''}.`);
  return 0;
}

await runCommand(main);
