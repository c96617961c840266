import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

/**
 * Unit, component and API tests of every workspace. Besides the usual output, a JSON report goes
 * to reports/ (VITEST_REPORT overrides the file), which .ci/run counts.
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]],
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default leaves one core free, which on a two-core machine runs one file at a time;
    // each file has its own database, so two at once take about a third less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
