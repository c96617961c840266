import { chromium } from 'playwright';
import fs from 'node:fs';
const [url, inject, block] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const res = [];
for (let run = 0; run < 3; run++) {
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
await p.route('**/*', async (route) => {
  const r = route.request();
  if (block && r.url().includes(block)) return route.abort();
  if (inject && r.resourceType() === 'document') { const resp = await route.fetch(); let body = await resp.text(); body = body.replace('</head>', inject + '</head>'); return route.fulfill({ response: resp, body }); }
  return route.continue();
});
await p.goto(new URL('/robots.txt', url).href);
await b.startTracing(p, { path: '/tmp/trace3.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await p.goto(url, { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
await b.stopTracing();
await ctx.close();
const t = JSON.parse(fs.readFileSync('/tmp/trace3.json','utf8'));
const ev = t.traceEvents ?? t;
const sum = {}; for (const e of ev) if (e.ph === 'X' && ['Layout','UpdateLayoutTree','Paint','ParseAuthorStyleSheet','v8.evaluateModule','FunctionCall','EvaluateScript','v8.compileModule','ParseHTML','RunMicrotasks'].includes(e.name)) { sum[e.name] = (sum[e.name] ?? 0) + e.dur/1000; }
const lay = ev.filter(e => e.ph === 'X' && e.name === 'Layout').map(e => (e.dur/1000)|0).filter(x => x > 3);
res.push(Object.fromEntries(Object.entries(sum).map(([k,v]) => [k, v|0]))); res.push(lay.join(','));
}
for (const r of res) console.log(typeof r === 'string' ? '  layouts ' + r : JSON.stringify(r));
await b.close();
