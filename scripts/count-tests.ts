/**
 * Adds up the results of Vitest and Playwright JSON reports.
 *
 *   node scripts/count-tests.ts reports/vitest.json reports/playwright.json ...
 *
 * Prints one line, `N passed, N failed` followed by `, N skipped` when tests were skipped. A
 * report that is missing or unreadable counts as 1 failed. Always exits 0: deciding whether the
 * run failed is up to the caller.
 */
import fs from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Vitest's JSON reporter (Jest-compatible). */
function countVitest(report: Json): Counts {
  const counts: Counts = {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests),
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
  };
  // A file that failed without a failing test (an import error, a crashing hook) counts once.
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  for (const file of files) {
    if (!isObject(file) || file.status !== 'failed') continue;
    const tests = Array.isArray(file.assertionResults) ? file.assertionResults : [];
    const failedTests = tests.filter((test) => isObject(test) && test.status === 'failed');
    if (failedTests.length === 0) {
      counts.failed += 1;
      const name = typeof file.name === 'string' ? file.name : 'a test file';
      console.error(`note: ${name} failed outside its tests`);
    }
  }
  if (report.success === false && counts.failed === 0) {
    counts.failed = 1;
    console.error('note: Vitest reported a failure without failed tests');
  }
  return counts;
}

/** Playwright's JSON reporter. */
function countPlaywright(report: Json): Counts {
  const stats = isObject(report.stats) ? report.stats : {};
  const errors = Array.isArray(report.errors) ? report.errors : [];
  for (const error of errors) {
    const message = isObject(error) && typeof error.message === 'string' ? error.message : '';
    console.error(`note: Playwright error: ${message.split('\n')[0] ?? ''}`);
  }
  return {
    passed: num(stats.expected) + num(stats.flaky),
    failed: num(stats.unexpected) + errors.length,
    skipped: num(stats.skipped),
  };
}

function countFile(file: string): Counts {
  let report: unknown;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason =
      isObject(error) && error.code === 'ENOENT'
        ? 'is missing'
        : `could not be read (${(error instanceof Error ? error.message : String(error)).split('\n')[0]})`;
    console.error(`note: report ${file} ${reason}; counting it as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (isObject(report) && isObject(report.stats) && 'expected' in report.stats) {
    return countPlaywright(report);
  }
  if (isObject(report) && ('numTotalTests' in report || 'testResults' in report)) {
    return countVitest(report);
  }
  console.error(`note: report ${file} has an unknown format; counting it as 1 failed`);
  return { passed: 0, failed: 1, skipped: 0 };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  const counts = countFile(file);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

let line = `${total.passed} passed, ${total.failed} failed`;
if (total.skipped > 0) line += `, ${total.skipped} skipped`;
console.log(line);
