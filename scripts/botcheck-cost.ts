/**
 * node scripts/botcheck-cost.ts [--algorithm PBKDF2/SHA-256] [--cost 1000] [--min 50] [--max 250] [--runs 15]
 *
 * Measures what the altcha bot check costs: the server makes challenges (createBotCheck with the
 * given work, ALTCHA_WORK when none is given), the web app's own solver
 * (apps/web/src/lib/altcha-solver.ts, built by Vite as for production) solves them in headless
 * Chromium, unthrottled and at 4x CPU throttling (Lighthouse's mid-tier mobile setting), and
 * Node solves them as a script would. Prints the median and the 10th/90th percentiles.
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { solveChallenge } from 'altcha-lib';
import { chromium } from 'playwright-core';
import { build } from 'vite';

import {
  ALTCHA_WORK,
  altchaDeriveKey,
  createBotCheck,
  type AltchaWork,
} from '../apps/server/src/modules/botcheck/botcheck.service.ts';

const { values } = parseArgs({
  options: {
    algorithm: { type: 'string' },
    cost: { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    runs: { type: 'string', default: '15' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
const work: AltchaWork = {
  algorithm: (values.algorithm as AltchaWork['algorithm'] | undefined) ?? ALTCHA_WORK.algorithm,
  cost: Number(values.cost ?? ALTCHA_WORK.cost),
  counterMin: Number(values.min ?? ALTCHA_WORK.counterMin),
  counterMax: Number(values.max ?? ALTCHA_WORK.counterMax),
};
const runs = Number(values.runs);

const botCheck = createBotCheck({
  provider: 'altcha',
  hmacSecret: 'botcheck-cost-secret',
  repository: { markUsed: async () => true, deleteExpired: async () => {} },
  work,
});
const challenges = await Promise.all(Array.from({ length: runs }, () => botCheck.createChallenge()));

// The solver as the production build ships it.
const webRoot = path.join(import.meta.dirname, '../apps/web');
const output = await build({
  configFile: false,
  root: webRoot,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    lib: { entry: path.join(webRoot, 'src/lib/altcha-solver.ts'), formats: ['es'], fileName: 'solver' },
  },
});
const [bundle] = (Array.isArray(output) ? output : [output]) as Array<{ output: Array<{ code?: string }> }>;
const solverCode = bundle!.output[0]!.code!;

// A page on 127.0.0.1, a secure context, so crypto.subtle is there as on the real site.
const server = http.createServer((request, response) => {
  if (request.url === '/solver.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(solverCode);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>bot check cost</title>');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
const cdp = await page.context().newCDPSession(page);

async function inBrowser(rate: number): Promise<number[]> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page.evaluate(async (list) => {
    const { solve } = (await import('/solver.js')) as { solve(challenge: unknown): Promise<string> };
    const times: number[] = [];
    for (const challenge of list) {
      const start = performance.now();
      if (!(await solve(challenge))) throw new Error('not solved');
      times.push(performance.now() - start);
    }
    return times;
  }, challenges);
}

async function inNode(): Promise<number[]> {
  const times: number[] = [];
  for (const challenge of challenges) {
    const start = performance.now();
    if (!(await solveChallenge({ challenge, deriveKey: altchaDeriveKey }))) throw new Error('not solved');
    times.push(performance.now() - start);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return `median ${at(0.5)} ms (p10 ${at(0.1)}, p90 ${at(0.9)})`;
};

await inBrowser(1); // warm up: load the module, let the JIT settle
console.log(`work: ${JSON.stringify(work)}, ${runs} challenges`);
console.log(`Chromium, unthrottled:       ${summary(await inBrowser(1))}`);
console.log(`Chromium, 4x CPU throttling: ${summary(await inBrowser(4))}`);
console.log(`Node (a script):             ${summary(await inNode())}`);
await browser.close();
server.close();
