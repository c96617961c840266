// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

import { runtimeProblems } from './react-runtime';

const web = fileURLToPath(new URL('..', import.meta.url));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vivaha-runtime-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** Builds the React entry points with the app's own Vite setup (its aliases and plugins): the modules bundled. */
async function bundledModules(ssr: boolean): Promise<string[]> {
  const probe = `${web}build/runtime-probe.ts`;
  const result = (await build({
    configFile: `${web}vite.config.ts`,
    root: web,
    mode: 'production',
    logLevel: 'silent',
    build: {
      write: false,
      outDir,
      manifest: false,
      ...(ssr ? { ssr: probe } : { rollupOptions: { input: probe } }),
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    output.output.flatMap((chunk) => (chunk.type === 'chunk' ? Object.keys(chunk.modules) : [])),
  );
}

describe('the React runtime', () => {
  it.each([
    ['browser', false],
    ['server', true],
  ])(
    'is React itself in the %s build: react and react-dom are not stood in for',
    async (_, ssr) => {
      const modules = await bundledModules(ssr);
      expect(modules.filter((id) => /node_modules\/preact/.test(id))).toEqual([]);
      expect(modules.some((id) => /node_modules\/react-dom\//.test(id))).toBe(true);
      expect(runtimeProblems(modules)).toEqual([]);
    },
    60_000,
  );

  it("refuses a build's modules that hold Preact, React's development code, or no React DOM", () => {
    const react = ['/r/node_modules/react/index.js', '/r/node_modules/react-dom/client.js', '/r/apps/web/src/main.tsx'];
    expect(runtimeProblems(react)).toEqual([]);
    expect(runtimeProblems([...react, '/r/node_modules/preact/compat/dist/compat.module.js'])).toEqual([
      'Preact is bundled: node_modules/preact/compat/dist/compat.module.js',
    ]);
    expect(runtimeProblems(['/r/node_modules/preact-render-to-string/dist/index.mjs', react[0]!])).toEqual([
      'Preact is bundled: node_modules/preact-render-to-string/dist/index.mjs',
      'React DOM is not bundled',
    ]);
    expect(runtimeProblems([...react, '/r/node_modules/react-dom/cjs/react-dom-server.node.development.js'])).toEqual([
      "React's development code is bundled: node_modules/react-dom/cjs/react-dom-server.node.development.js",
    ]);
  });
});
