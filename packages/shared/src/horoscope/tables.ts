import { birthStars } from '../options/birth-stars.ts';

import { type Birth, type FactorRule, type Judgement, type RuleSet, type School } from './engine.ts';
import { factorWords, schoolNotes } from './meanings.ts';
import { sources } from './sources.ts';
import { PADAMS_PER_STAR, rasiOf, STAR_COUNT, WEEKDAY_COUNT } from './stars.ts';

/**
 * Every factor's answer for every bride and groom, as a text table a reviewer can read: the
 * expected tables in `tables/` are written from these (`npm run horoscope:tables`) and a test
 * compares them with the engine, so a change to a rule shows as a diff of the cells it changes.
 * A factor that reads only the stars gets a 27 x 27 table; one that reads the rasi (or the
 * padam) a 108 x 108 table of padas; the weekday rule a 7 x 7 table of weekdays.
 */

export type TableShape = 'star' | 'pada' | 'weekday';

const stars = Array.from({ length: STAR_COUNT }, (_, index) => index + 1);
const padams = Array.from({ length: PADAMS_PER_STAR }, (_, index) => index + 1);

/** Every pada of the zodiac, in order: Ashwini 1 ... Revati 4. */
const padas: Birth[] = stars.flatMap((star) => padams.map((padam) => ({ star, padam, rasi: rasiOf(star, padam) })));
const firstPada = (star: number) => padas[(star - 1) * PADAMS_PER_STAR]!;
const weekdays = Array.from({ length: WEEKDAY_COUNT }, (_, weekday) => ({ ...firstPada(1), weekday }));
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const cell = (judgement: Judgement) => (judgement === true ? 'P' : judgement === false ? 'F' : '?');

/** Which table a factor needs: the smallest whose cells say everything it answers. */
export function tableShape(rule: FactorRule): TableShape {
  if (rule.judge(firstPada(1), firstPada(1)) === 'noWeekday') return 'weekday';
  const byStar = padas.every((bride) =>
    padas.every(
      (groom) => cell(rule.judge(bride, groom)) === cell(rule.judge(firstPada(bride.star), firstPada(groom.star))),
    ),
  );
  return byStar ? 'star' : 'pada';
}

const starName = (star: number) => birthStars[star - 1]!.label;
const pad2 = (value: number) => String(value).padStart(2, '0');
const LABEL = 22;

/** Cells in groups of `size`, a space between groups. */
const grouped = (cells: string[], size: number) => {
  const groups: string[] = [];
  for (let start = 0; start < cells.length; start += size) groups.push(cells.slice(start, start + size).join(''));
  return groups.join(' ');
};

function grid(rule: FactorRule, shape: TableShape): string[] {
  const row = (bride: Birth, grooms: Birth[], size: number) =>
    grouped(
      grooms.map((groom) => cell(rule.judge(bride, groom))),
      size,
    );
  if (shape === 'weekday') {
    return [
      `${'bride \\ groom'.padEnd(LABEL)}${WEEKDAY_NAMES.map((name) => name[0]).join('')}`,
      ...weekdays.map((bride, day) => `${WEEKDAY_NAMES[day]!.padEnd(LABEL)}${row(bride, weekdays, WEEKDAY_COUNT)}`),
    ];
  }
  if (shape === 'star') {
    const tens = stars.map((star) => String(Math.floor(star / 10)));
    const units = stars.map((star) => String(star % 10));
    const starRows = stars.map(firstPada);
    return [
      `${"groom's star".padEnd(LABEL)}${grouped(tens, 9)}`,
      `${''.padEnd(LABEL)}${grouped(units, 9)}`,
      ...stars.map((star) => `${`${pad2(star)} ${starName(star)}`.padEnd(LABEL)}${row(firstPada(star), starRows, 9)}`),
    ];
  }
  return [
    `${"groom's star".padEnd(LABEL)}${stars.map((star) => pad2(star).padEnd(PADAMS_PER_STAR)).join(' ')}`.trimEnd(),
    ...padas.map(
      (bride) =>
        `${`${pad2(bride.star)} ${starName(bride.star)}`.padEnd(LABEL - 2)}${bride.padam} ${row(bride, padas, PADAMS_PER_STAR)}`,
    ),
  ];
}

/** The cells of a factor's table, in reading order, with the count of each answer. */
function tally(lines: string[]) {
  const cells = lines.map((line) => line.slice(LABEL)).join('');
  return {
    passes: [...cells].filter((mark) => mark === 'P').length,
    fails: [...cells].filter((mark) => mark === 'F').length,
  };
}

/** How many cells of the table a school answers otherwise (where both can judge). */
function cellsOtherwise(rule: FactorRule, school: School, shape: TableShape): number {
  const people = shape === 'weekday' ? weekdays : shape === 'star' ? stars.map(firstPada) : padas;
  let count = 0;
  for (const bride of people) {
    for (const groom of people) {
      const [ours, theirs] = [rule.judge(bride, groom), school.judge(bride, groom)];
      if (typeof ours === 'boolean' && typeof theirs === 'boolean' && ours !== theirs) count += 1;
    }
  }
  return count;
}

const sourceLines = (ids: FactorRule['sources'], indent: string) =>
  ids.length > 0
    ? ids.map((id) => `${indent}- ${sources[id].title}: ${sources[id].where}`)
    : [`${indent}- none read for this table: to be confirmed by an astrologer`];

const shapeWords: Record<TableShape, string> = {
  star: "Rows: the bride's star; columns: the groom's star, in the same order. The padam does not change the answer.",
  pada: "Rows: the bride's star and padam; columns: the groom's, in the same order, the four padas of each star together.",
  weekday: "Rows: the bride's weekday of birth; columns: the groom's, Sunday first.",
};

/** A factor's expected table, header and cells, as the file in `tables/` holds it. */
export function renderTable(ruleSet: RuleSet, rule: FactorRule): string {
  const shape = tableShape(rule);
  const body = grid(rule, shape);
  const { passes, fails } = tally(body.slice(shape === 'star' ? 2 : 1));
  const header = [
    `Vivaha horoscope table: ${ruleSet.name}, ${factorWords[rule.id].name}${rule.veto ? ' (a failure is a veto)' : ''}`,
    `Rule: ${rule.rule}.`,
    'Sources:',
    ...sourceLines(rule.sources, '  '),
    ...(rule.schools ?? []).flatMap((school) => [
      `Other school (named with the answer where it differs, ${cellsOtherwise(rule, school, shape)} cells here): ${schoolNotes[school.id]}`,
      ...sourceLines(school.sources, '    '),
    ]),
    shapeWords[shape],
    `P passes, F fails. ${passes} pass, ${fails} fail.`,
    'Written by `npm run horoscope:tables` from the rule set; change the rule, then write the tables again.',
  ];
  return [...header.map((line) => `# ${line}`), '', ...body, ''].join('\n');
}

/** The file of a factor's table, e.g. `tamil-stree-deergham.txt`. */
export const tableFile = (ruleSet: RuleSet, rule: FactorRule) =>
  `${ruleSet.id}-${rule.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.txt`;
