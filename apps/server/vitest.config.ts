import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The files share a worker's loaded modules instead of each loading the whole server again
    // (about 5 s a file): every file builds its own app, database and settings, and none keeps
    // state in a module.
    isolate: false,
    // Each file opens its own database; PGlite starts in about a second.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The web app's server copy is loaded by Node itself, as in production: one copy per language
    // (entry-server.js?lang=si) depends on Node keeping each address apart.
    server: { deps: { external: [/\/dist-ssr\//] } },
  },
});
