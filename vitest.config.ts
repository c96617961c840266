import { defineConfig } from 'vitest/config';

/**
 * Unit, component and API tests of every workspace. Besides the usual output, a JSON report goes
 * to reports/ (VITEST_REPORT overrides the file), which .ci/run counts.
 */
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: process.env.VITEST_REPORT ?? 'reports/vitest.json' }]],
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
