/**
 * npm run seed -- --profiles 1000 [--seed 42]
 *
 * Adds believable demo profiles to the configured database (DATABASE_URL, else the embedded one
 * in DATA_DIR, which the server must not be running on at the same time).
 */
import { parseArgs } from 'node:util';

import { withConfiguredDatabase } from '#src/cli/configured-database.ts';

import { seedDemo } from './seed.ts';

const { values } = parseArgs({
  options: { profiles: { type: 'string', default: '300' }, seed: { type: 'string', default: '1' } },
});
const count = Number(values.profiles);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !Number.isInteger(seed)) {
  console.error('Usage: npm run seed -- --profiles N [--seed S]   (N from 1 to 1,000,000)');
  process.exit(2);
}

await withConfiguredDatabase(async (database) => {
  const started = performance.now();
  const result = await seedDemo(database.db, { profiles: count, seed });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Added ${result.profiles} demo profiles of ${result.owners} families in ${seconds} s (seed ${seed}).`);
});
