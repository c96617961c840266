/** npm run dev: the server (restarting on change) and Vite (hot reload) together. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('Open http://127.0.0.1:5173 (Vite, with hot reload); the API runs on PORT (8080).');

const stop = (signal: NodeJS.Signals) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
