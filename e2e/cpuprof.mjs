import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
await p.goto(new URL('/robots.txt', process.argv[2]).href); const cdp = await ctx.newCDPSession(p); await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
await b.close();
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const cf = n.callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0)/1000); }
// inclusive by url
const total = [...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[3] ?? 40));
for (const [k,v] of total) console.log(v.toFixed(1), k);
// inclusive: parent map
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map(); i = 0;
for (const s of profile.samples) { const seen = new Set(); let id = s; while (id) { const cf = byId.get(id).callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0)/1000); } id = parent.get(id); } i++; }
console.log('--- inclusive');
for (const [k,v] of [...incl.entries()].sort((a,b)=>b[1]-a[1]).slice(0, Number(process.argv[4] ?? 60))) console.log(v.toFixed(1), k);
