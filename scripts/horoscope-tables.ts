/**
 * Writes the horoscope engine's expected tables (packages/shared/src/horoscope/tables/), one file
 * per factor of each rule set, from the rule sets as they are now, and says how many cells of
 * each file changed. Run it after changing a rule, and commit the tables with the rule: the
 * diff shows the pairs the change turns. `npm run horoscope:tables`
 */
import fs from 'node:fs';
import path from 'node:path';

import { sinhalaPorondam } from '@vivaha/shared/horoscope/sinhala-porondam';
import { renderTable, tableFile } from '@vivaha/shared/horoscope/tables';
import { tamilPorutham } from '@vivaha/shared/horoscope/tamil-porutham';

const folder = path.resolve(import.meta.dirname, '../packages/shared/src/horoscope/tables');
fs.mkdirSync(folder, { recursive: true });

/** The cells two tables differ in: places where a P, F or ? became something else. */
function changedCells(before: string, after: string): number {
  const cells = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
  const [old, now] = [cells(before), cells(after)];
  let changed = 0;
  for (let index = 0; index < Math.max(old.length, now.length); index += 1) {
    const [a = '', b = ''] = [old[index], now[index]];
    for (let at = 0; at < Math.max(a.length, b.length); at += 1) {
      if (a[at] !== b[at] && /[PF?]/.test(`${a[at] ?? ''}${b[at] ?? ''}`)) changed += 1;
    }
  }
  return changed;
}

const written = new Set<string>();
for (const ruleSet of [tamilPorutham, sinhalaPorondam]) {
  for (const rule of ruleSet.factors) {
    const file = tableFile(ruleSet, rule);
    const target = path.join(folder, file);
    const table = renderTable(ruleSet, rule);
    const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    written.add(file);
    if (before === table) continue;
    fs.writeFileSync(target, table);
    console.log(`${file}: ${before ? `${changedCells(before, table)} cells changed` : 'new'}`);
  }
}
for (const file of fs.readdirSync(folder)) {
  if (file.endsWith('.txt') && !written.has(file)) {
    fs.rmSync(path.join(folder, file));
    console.log(`${file}: removed (no such factor)`);
  }
}
