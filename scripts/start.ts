/**
 * npm start: builds the web app when it is missing or older than its sources, then runs the
 * server in this process (signals reach it directly, so Ctrl-C shuts it down cleanly).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const builtServerCopy = path.join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function webIsStale(): boolean {
  if (!fs.existsSync(builtIndex) || !fs.existsSync(builtServerCopy)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return [path.join(root, 'apps/web'), path.join(root, 'packages/shared/src')].some((dir) => newestMtime(dir) > built);
}

if (webIsStale()) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// npm runs this through `sh -c` and passes no SIGTERM on, and a parent killed outright tells its
// children nothing: the server stops itself (draining as on SIGTERM) once its launcher is gone.
watchLauncher();
await import('../apps/server/src/main.ts');

/** The parent of a process, from /proc; undefined where there is none to read. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Sends this process SIGTERM when its parent, or npm behind the parent's shell, goes away. */
function watchLauncher() {
  const parent = process.ppid;
  let shell = '';
  try {
    shell = fs.readFileSync(`/proc/${parent}/comm`, 'utf8').trim();
  } catch {
    // no /proc: the parent alone is watched
  }
  const npm = ['sh', 'dash', 'bash'].includes(shell) ? parentOf(parent) : undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent && (npm === undefined || parentOf(parent) === npm)) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  timer.unref();
}
