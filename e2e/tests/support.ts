import fs from 'node:fs';
import path from 'node:path';

/** The mails the server wrote to its outbox, oldest first. */
export function readOutbox(): Array<{ to: string; subject: string; text: string; html: string; replyTo?: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}
