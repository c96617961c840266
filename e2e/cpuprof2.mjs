import { chromium } from 'playwright';
import fs from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
await p.goto(new URL('/robots.txt', process.argv[2]).href);
await b.startTracing(p, { path: '/tmp/trace2.json', categories: ['disabled-by-default-v8.cpu_profiler', 'v8', 'devtools.timeline'] });
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
await b.stopTracing();
await b.close();
const t = JSON.parse(fs.readFileSync('/tmp/trace2.json','utf8'));
const ev = t.traceEvents ?? t;
const nodes = new Map(); const parent = new Map(); const self = new Map(); const incl = new Map();
const chunks = ev.filter(e => e.name === 'ProfileChunk');
let samples = [], deltas = [];
for (const c of chunks) {
  const d = c.args.data.cpuProfile ?? {};
  for (const n of d.nodes ?? []) { nodes.set(`${c.id}:${n.id}`, n); if (n.parent) parent.set(`${c.id}:${n.id}`, `${c.id}:${n.parent}`); }
  for (const s of d.samples ?? []) samples.push(`${c.id}:${s}`);
  for (const x of c.args.data.timeDeltas ?? []) deltas.push(x);
}
const key = (n) => `${n.callFrame.functionName||'(anon)'} ${n.callFrame.url?.split('/').pop()}:${n.callFrame.lineNumber}`;
samples.forEach((s, i) => { const n = nodes.get(s); if (!n) return; const dt = (deltas[i+1] ?? 0)/1000; self.set(key(n), (self.get(key(n)) ?? 0) + dt); const seen = new Set(); let id = s; while (id && nodes.get(id)) { const k = key(nodes.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } id = parent.get(id); } });
for (const [k,v] of [...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[3] ?? 40))) console.log(v.toFixed(1), k);
console.log('--- inclusive');
for (const [k,v] of [...incl.entries()].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[4] ?? 60))) console.log(v.toFixed(1), k);
