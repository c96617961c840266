import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** The built web app's files, as Vite's manifest and .vite/chunk-modules.json describe them. */
export interface BuildManifest {
  /** The manifest key of the chunk (or asset) holding a module given from the repository's root. */
  keyOf(module: string): string | undefined;
  /** The files a chunk brings: itself, the chunks it imports, and their CSS, added to `into`. */
  filesOf(key: string, into?: Set<string>): Set<string>;
}

/**
 * Reads the manifests of the web app built into `webRoot` (apps/web/dist), or undefined when
 * they are missing. Used by the server (the links a drawn page needs) and `npm run size`.
 */
export function readBuildManifest(webRoot: string): BuildManifest | undefined {
  const manifestFile = path.join(webRoot, '.vite/manifest.json');
  const chunksFile = path.join(webRoot, '.vite/chunk-modules.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(chunksFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunkModules = JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as Record<string, string[]>;
  const repositoryRoot = path.resolve(webRoot, '../../..');
  const webApp = path.resolve(webRoot, '..');

  function keyOf(module: string): string | undefined {
    const full = path.join(repositoryRoot, module);
    for (const [key, chunk] of Object.entries(manifest)) {
      if (path.resolve(webApp, key) === full || (chunk.src && path.resolve(webApp, chunk.src) === full)) return key;
    }
    const file = Object.entries(chunkModules).find(([, modules]) => modules.includes(module))?.[0];
    return file && Object.entries(manifest).find(([, chunk]) => chunk.file === file)?.[0];
  }
  function filesOf(key: string, into = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  }
  return { keyOf, filesOf };
}
