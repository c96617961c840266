import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'));
const serverModules = fs.readdirSync(path.join(import.meta.dirname, 'apps/server/src/modules'));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'reports/**',
      '**/test-results/**',
      'apps/server/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@vivaha/**', group: 'internal', position: 'before' },
            { pattern: '@/**', group: 'internal' },
            { pattern: '#src/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app's imports go one way: app -> features -> components and lib. A feature never
    // imports another feature; the app composes them (bulletproof-react's rule).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: let the app pass it in.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/hooks', './apps/web/src/lib'],
              from: './apps/web/src/features',
              // The one exception: lib/i18n.ts registers each feature's texts to load them lazily.
              except: webFeatures.map((feature) => `./${feature}/locales`),
              message: 'Shared components, hooks and lib do not import features.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/hooks', './apps/web/src/lib'],
              from: './apps/web/src/app',
              message: 'Shared components, hooks and lib do not import the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's modules meet at their index.ts: a module uses another through what that index
    // exports (its services' types, texts and helpers, and the narrow capabilities a transaction
    // across modules needs), never through its repository or another inner file. Each module's
    // plugin composes its own parts; modules.ts lists the plugins, and the command-line tools, seed
    // and bench may reach in; tests read what they test.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/modules.ts', 'apps/server/src/{cli,seed,bench}/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.flatMap((module) =>
              serverModules
                .filter((other) => other !== module)
                .map((other) => ({
                  target: `./apps/server/src/modules/${module}`,
                  from: `./apps/server/src/modules/${other}`,
                  except: ['./index.ts'],
                  message: `Use the ${other} module through its index.ts.`,
                })),
            ),
            ...serverModules.map((other) => ({
              target: ['./apps/server/src/lib', './apps/server/src/plugins', './apps/server/src/db'],
              from: `./apps/server/src/modules/${other}`,
              // The schema's partial indexes are written with the access rules' SQL (published.ts
              // reads no table, so the schema does not import itself back).
              except: other === 'access' ? ['./index.ts', './published.ts'] : ['./index.ts'],
              message: `Use the ${other} module through its index.ts.`,
            })),
          ],
        },
      ],
    },
  },
);
