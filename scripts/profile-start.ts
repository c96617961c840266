/**
 * npm run profile -- <address> [<address> ...] [--runs 3] [--top 30]
 *
 * What the browser's main thread runs while a page loads and the app takes it over, by function
 * and by package, read through the build's source maps: where the blocking time that Lighthouse
 * reports comes from. Point it at a running server (`npm start`, or the built server on any port)
 * whose web app was built with its maps: `SOURCEMAPS=1 npm run build` (a plain build has none, and
 * then only the built files' names are shown). Each address loads in a fresh Chromium context
 * (CHROME_PATH, /usr/bin/chromium by default) with V8's sampling profiler on, every 100
 * microseconds, until 2.5 s after `load`; times are the mean of the runs, on this machine, without
 * Lighthouse's 4x slowdown. The profiler itself slows the page a little: compare runs with runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'apps/web/dist/assets');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' }, top: { type: 'string', default: '30' } },
});
if (!positionals.length) {
  console.error('Usage: npm run profile -- http://127.0.0.1:8080/grooms [more addresses] [--runs 3] [--top 30]');
  process.exit(1);
}
const runs = Math.max(1, Number(values.runs));

const maps = new Map<string, TraceMap | undefined>();
function mapOf(file: string) {
  if (!maps.has(file)) {
    const mapFile = path.join(assets, `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : undefined);
  }
  return maps.get(file);
}

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** A frame as its source names it ("renderWithHooks react-dom/...:4627"), and its package or folder. */
function place(frame: Frame): { name: string; owner: string } {
  if (!frame.url) return { name: frame.functionName, owner: frame.functionName };
  const file = frame.url.split('/').pop() ?? '';
  const found =
    mapOf(file) && originalPositionFor(mapOf(file)!, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!found?.source) return { name: `${frame.functionName || '(top level)'} ${file}`, owner: file };
  const source = found.source
    .replace(/.*node_modules\//, 'node_modules/')
    .replace(/.*\/(apps|packages)\//, '$1/')
    .replace(/^(\.\.\/)+src\//, 'apps/web/src/');
  const parts = source.split('/');
  const owner = source.startsWith('node_modules/')
    ? parts.slice(0, parts[1]!.startsWith('@') ? 3 : 2).join('/')
    : parts.slice(0, 4).join('/');
  return { name: `${found.name ?? (frame.functionName || '(top level)')} ${source}:${found.line}`, owner };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const address of positionals) {
    const byFunction = new Map<string, number>();
    const byOwner = new Map<string, number>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(address, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples?.forEach((id, i) => {
        const frame = nodes.get(id)!.callFrame;
        if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
        const { name, owner } = place(frame);
        const ms = (profile.timeDeltas?.[i] ?? 0) / 1000 / runs;
        byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
      });
      await context.close();
    }
    const top = (table: Map<string, number>, count: number) =>
      [...table]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`)
        .join('\n');
    const total = [...byOwner.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\n${address}: ${total.toFixed(1)} ms in scripts and what they call (mean of ${runs} runs)`);
    console.log(top(byOwner, 15));
    console.log('');
    console.log(top(byFunction, Number(values.top)));
  }
} finally {
  await browser.close();
}
