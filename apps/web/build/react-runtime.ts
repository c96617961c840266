import path from 'node:path';

import type { Plugin } from 'vite';

/** A module of the preact package or one of its companions (preact-render-to-string, …). */
const preactModule = /(?:^|[/\\])node_modules[/\\]preact[^/\\]*[/\\]/;
const reactDomModule = /(?:^|[/\\])node_modules[/\\]react-dom[/\\]/;
const reactModule = /(?:^|[/\\])node_modules[/\\]react[/\\]/;
/** React's development code (checks and warnings; it draws a page several times slower), its scheduler's too. */
const developmentModule =
  /(?:^|[/\\])node_modules[/\\](?:react|react-dom|scheduler)[/\\]cjs[/\\][^/\\]+\.development\.js$/;

/**
 * What is wrong with a build's modules for an app that runs on React itself (DESIGN.md, Stack):
 * any module of Preact, no React or React DOM at all, or React's development code (a build is
 * for production, the server's copy too). Empty when the build is right.
 */
export function runtimeProblems(modules: Iterable<string>): string[] {
  const ids = [...modules].map((id) => id.split('?')[0]!);
  const problems = ids
    .filter((id) => preactModule.test(id))
    .map((id) => `Preact is bundled: ${id.slice(id.lastIndexOf('node_modules'))}`);
  for (const id of ids.filter((id) => developmentModule.test(id)))
    problems.push(`React's development code is bundled: ${id.slice(id.lastIndexOf('node_modules'))}`);
  if (!ids.some((id) => reactModule.test(id))) problems.push('React is not bundled');
  if (!ids.some((id) => reactDomModule.test(id))) problems.push('React DOM is not bundled');
  return problems;
}

/**
 * Fails a build (the browser's and the server's) whose bundled modules are not React's own: the
 * check runs on every module the build put in its output, after every alias was applied.
 */
export function reactRuntime(): Plugin {
  return {
    name: 'vivaha-react-runtime',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? Object.keys(chunk.modules).filter((id) => !id.startsWith('\0')) : [],
      );
      const problems = runtimeProblems(modules.map((id) => id.split(path.sep).join('/')));
      if (problems.length) this.error(`The app must run on React itself:\n${problems.join('\n')}`);
    },
  };
}
