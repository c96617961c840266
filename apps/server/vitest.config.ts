import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own database; PGlite starts in about a second.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
