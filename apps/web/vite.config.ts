import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { reactRuntime } from './build/react-runtime';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br and .gz beside every text asset, so the server sends them without compressing. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vivaha-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => /\.(js|css|svg|json|txt|html)$/.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await fs.readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: the source modules in each output chunk
 * (paths from the repository's root), so scripts/bundle-size.ts can find the chunk that holds a
 * module, also one merged into a shared chunk that the manifest names only by its hash.
 */
function chunkModules(): Plugin {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return {
    name: 'vivaha-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks[chunk.fileName] = Object.keys(chunk.modules)
          .filter((id) => !id.startsWith('\0'))
          .map((id) => path.relative(root, id.split('?')[0]!).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

const serverUrl = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

/**
 * `vite build` makes the web app (dist); `vite build --ssr src/entry-server.tsx` makes the
 * server's copy of it (dist-ssr/entry-server.js): one file with every package inside, so each
 * language's copy the server loads has modules of its own (see entry-server.tsx).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react(), reactRuntime()] : [react(), reactRuntime(), precompress(), chunkModules()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  css: {
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  ssr: { noExternal: true, target: 'node' as const },
  // A build, the browser's and the server's copy, holds React's production code whatever NODE_ENV
  // it is made or run with (its development code draws a page several times slower).
  ...(command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node24',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        copyPublicDir: false,
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        // SOURCEMAPS=1 for npm run profile, which reads what runs at start through them.
        sourcemap: Boolean(process.env.SOURCEMAPS),
        // Fonts stay files: the browser fetches one only for letters on the page, after the first paint.
        assetsInlineLimit: (file: string, content: Buffer) => !file.endsWith('.woff2') && content.length < 2048,
        chunkSizeWarningLimit: 300,
        // .vite/manifest.json: which files each page loads (scripts/bundle-size.ts checks the budgets).
        manifest: true,
        rolldownOptions: {
          // The app (index.html), and what starts a drawn page's code after its first screen.
          input: { index: 'index.html', 'code-after-load': 'src/code-after-load.ts' },
          output: {
            codeSplitting: {
              // What every page runs before its screen (React, the router, the query client,
              // i18next, the app's frame) in one file rather than some thirty: a phone on
              // HTTP/1.1 fetches six files at a time, and each round trip on mobile data costs
              // more than the bytes. Not code-after-load.ts, which must stay a file of its own.
              groups: [
                { name: 'start', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/code-after-load.ts') },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': serverUrl, '/identity': serverUrl, '/healthz': serverUrl },
  },
}));
