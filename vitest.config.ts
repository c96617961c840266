import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// Vitest's default leaves one core free, which on a two-core machine runs one file at a time;
// each file has its own database, so two at once take about a third less time. Vitest reads
// maxWorkers from each project, not from this root, so every project below is given it.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism() - 1);

/**
 * Unit, component and API tests of every workspace. Besides the usual output, a JSON report goes
 * to reports/ (VITEST_REPORT overrides the file), which .ci/run counts.
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]],
    projects: [
      ['shared', 'packages/shared'],
      ['server', 'apps/server'],
      ['web', 'apps/web'],
    ].map(([name, root]) => ({ extends: `./${root}/vitest.config.ts`, root, test: { name, maxWorkers } })),
  },
});
