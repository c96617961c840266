/**
 * npm run admin -- grant <email>    make an account an admin
 * npm run admin -- revoke <email>   make an admin a member again
 *
 * Uses the same configuration as the server (DATABASE_URL, else the embedded database in
 * DATA_DIR, which the server must not be running on at the same time).
 */
import { TEAM_ROLE } from '#src/modules/access/index.ts';
import { createIdentityRepository } from '#src/modules/identity/identity.repository.ts';

import { withConfiguredDatabase } from './configured-database.ts';
import { runCommand } from './run-command.ts';

const usage = 'Usage: npm run admin -- grant <email> | revoke <email>';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(usage);
    return 2;
  }
  return withConfiguredDatabase(async (database) => {
    const user = await createIdentityRepository(database.db).setRole(email, command === 'grant' ? TEAM_ROLE : 'member');
    if (!user) {
      console.error(`No account has the address ${email}. The person must register first.`);
      return 1;
    }
    console.log(`${user.email} is now ${command === 'grant' ? 'an admin' : 'a member'}.`);
    return 0;
  });
}

await runCommand(main);
