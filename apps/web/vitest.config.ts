import { fileURLToPath } from 'node:url';

import { defineProject } from 'vitest/config';

import { preactAliases } from './vite.config';

/**
 * Component tests run on what the built app runs: React's API served by Preact. The packages
 * that import React are taken through Vite (inlined) so they meet the same aliases.
 */
export default defineProject({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
      // The ES module of a react-bootstrap part, as the built app takes it (not its CommonJS copy).
      { find: /^react-bootstrap\/(\w+)$/, replacement: 'react-bootstrap/esm/$1.js' },
      // The same for @restart/ui, whose package sends Node to its CommonJS copy.
      {
        find: /^@restart\/ui\/(\w+)$/,
        replacement: fileURLToPath(new URL('../esm/$1.js', import.meta.resolve('@restart/ui'))),
      },
      ...preactAliases,
    ],
    mainFields: ['module', 'jsnext:main', 'jsnext'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-i18next/,
          /react-bootstrap/,
          /@restart\//,
          /react-transition-group/,
          /react-toastify/,
          /react-hook-form/,
          /@hookform\//,
          /@react-aria\//,
          /uncontrollable/,
        ],
      },
    },
  },
});
