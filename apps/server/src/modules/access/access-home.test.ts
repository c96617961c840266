import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/**
 * The rules of who may see what are written once, in this module (index.ts). Any other server
 * file that spells one of them out again, in TypeScript or in SQL, is named here with the line,
 * so the second copy is moved to its home instead of drifting from it.
 */
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOME = path.join('modules', 'access') + path.sep;

const SPELLINGS: Array<[rule: string, pattern: RegExp]> = [
  // "Published": the team's status code and the report hold.
  ['published (isPublished, publishedWhere)', /\bactive\s*(=|<>|!=)\s*(1\b|\$\{\s*ACTIVE_STATUS\.active)/],
  ['published (isPublished, isApprovedByTeam)', /[!=]==?\s*ACTIVE_STATUS\.active\b|ACTIVE_STATUS\.active\s*[!=]==/],
  ['published (publishedWhere, approvedByTeamWhere)', /\b(eq|ne)\(\s*[\w.]*\.active\s*,\s*ACTIVE_STATUS\.active/],
  ['published (isPublished, isApprovedByTeam)', /\.active\s*[!=]==?\s*\d/],
  ['published (isPublished, publishedWhere)', /\breport_hold\b/],
  ['published (isPublished, publishedWhere)', /\bnot\s+\$\{\s*[\w.]*reportHold\s*\}|!\s*[\w.]*\.reportHold\b.*&&/],
  // The owner's choice for a section: "Only members I approve".
  [
    'the owner’s choice (isKeptForApproved, keptForApprovedWhere, ownerChoice)',
    /([vV]isibility|horvisibility|photovisibility|contactvisibility)\s*(===|!==|==|!=|=|<>)\s*['"]approved['"]/,
  ],
  ['the owner’s choice (keptForApprovedWhere, shownToAllWhere)', /\b(eq|ne)\(\s*[\w.]*[vV]isibility\s*,/],
  ['the owner’s choice (keptForApprovedWhere, shownToAllWhere)', /\b(horoscope|photo|contact)_visibility\b/],
  // The team.
  ['the team (isAdmin, memberAccountWhere)', /\brole\s*(===|!==|==|!=|=|<>)\s*['"](admin|member)['"]/],
  ['the team (isAdmin, memberAccountWhere)', /\.role\s*\}\s*(=|<>)\s*'(admin|member)'/],
  // Blocks hide both ways, and openings through the rule count for a day.
  ['a block (notHiddenWhere, isBlockedFrom)', /notInArray\(\s*profiles\.ownerId/],
  ['the daily cap window (withinCapWindow)', /interval '24 hours'/],
  ['what was opened (openedByRuleWhere)', /\|\|\s*\$\{\s*protectedViews\.sections/],
  ['the openings through the rule (ruleOpeningsWhere)', /eq\(\s*protectedViews\.via\s*,\s*'rule'\s*\)/],
];

/** Lines of a file that stand apart from the rules, however they read: the column's own declaration. */
const DECLARATIONS = [/boolean\('report_hold'\)/, /varchar\('(horoscope|photo|contact)_visibility'/];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('who may see what has one home', () => {
  const files = sourceFiles(SOURCE).filter((file) => !path.relative(SOURCE, file).startsWith(HOME));

  it('reads the server’s files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file outside modules/access spells out an access rule', () => {
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (DECLARATIONS.some((declaration) => declaration.test(line))) return;
        for (const [rule, pattern] of SPELLINGS) {
          if (pattern.test(line)) found.push(`${path.relative(SOURCE, file)}:${i + 1}: ${rule}: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('catches a rule written again', () => {
    const again = [
      'sql`select id from profiles where active = 1 and not report_hold`',
      'if (profile.active === ACTIVE_STATUS.active) {',
      "const kept = row.photoVisibility === 'approved';",
      "ne(profiles.horoscopeVisibility, 'approved')",
      "user?.role === 'admin'",
      "where role <> 'admin'",
      'const name = writer.active === 1 ? writer.name : plainText(writer.name, 60);',
      "sql`select count(*) from ${users} where ${users.role} = 'member'`",
      'notInArray(profiles.ownerId, blocked)',
      "and(eq(protectedViews.viewerId, id), eq(protectedViews.via, 'rule'), withinCapWindow)",
    ];
    for (const line of again) {
      expect(
        SPELLINGS.some(([, pattern]) => pattern.test(line)),
        line,
      ).toBe(true);
    }
  });
});
