/// <reference types="node" />
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { sinhalaPorondam } from './sinhala-porondam.ts';
import { renderTable, tableFile } from './tables.ts';
import { tamilPorutham } from './tamil-porutham.ts';

const expected = (file: string) => readFileSync(new URL(`./tables/${file}`, import.meta.url), 'utf8');

/*
 * Every factor's answer for every bride and groom (27 x 27 stars, 108 x 108 padas, or 7 x 7
 * weekdays) against the committed table, whose header names the rule and its sources. A rule
 * change fails here until `npm run horoscope:tables` writes the tables again; the diff of the
 * table is then the list of pairs the change turns.
 */
describe.each([tamilPorutham, sinhalaPorondam])('$name, factor by factor', (ruleSet) => {
  it.each(ruleSet.factors.map((rule) => [tableFile(ruleSet, rule), rule] as const))('%s', (file, rule) => {
    expect(renderTable(ruleSet, rule).split('\n')).toEqual(expected(file).split('\n'));
  });
});
