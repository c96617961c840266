/**
 * Adds up the results of Vitest and Playwright JSON reports.
 *
 *   node scripts/count-tests.ts reports/vitest.json reports/playwright.json ...
 *
 * Prints the name of each failed test (with the first line of its error) and of each journey
 * that passed only when Playwright ran it again (flaky: counted as passed), then one line,
 * `N passed, N failed` followed by `, N skipped` when tests were skipped. A report that is missing
 * or unreadable counts as 1 failed. Always exits 0: deciding whether the run failed is up to the
 * caller.
 */
import fs from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

type Json = Record<string, unknown>;

/** The failed tests, and the journeys that passed only when run again, named for the run's closing lines. */
const failures: string[] = [];
const flaky: string[] = [];

function firstLine(text: unknown): string {
  if (typeof text !== 'string') return '';
  // eslint-disable-next-line no-control-regex -- colour codes in reporters' messages
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

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
    const fileName = typeof file.name === 'string' ? file.name : 'a test file';
    for (const test of failedTests) {
      const messages = Array.isArray(test.failureMessages) ? test.failureMessages : [];
      failures.push(`${fileName}: ${String(test.fullName ?? test.title)}: ${firstLine(messages[0])}`);
    }
    if (failedTests.length === 0) {
      counts.failed += 1;
      failures.push(`${fileName}: failed outside its tests: ${firstLine(file.message)}`);
    }
  }
  if (report.success === false && counts.failed === 0) {
    counts.failed = 1;
    console.error('note: Vitest reported a failure without failed tests');
  }
  return counts;
}

/** Names the tests of a Playwright suite (and the suites inside it) that did not pass. */
function collectPlaywrightFailures(suite: Json): void {
  for (const spec of Array.isArray(suite.specs) ? suite.specs : []) {
    if (!isObject(spec)) continue;
    for (const test of Array.isArray(spec.tests) ? spec.tests : []) {
      if (!isObject(test) || (test.status !== 'unexpected' && test.status !== 'flaky')) continue;
      const results = Array.isArray(test.results) ? test.results.filter(isObject) : [];
      const failed = results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
      const last = failed.at(-1);
      const error = last && isObject(last.error) ? last.error.message : '';
      (test.status === 'flaky' ? flaky : failures).push(
        `${String(spec.file)} [${String(test.projectName)}]: ${String(spec.title)}: ${firstLine(error) || String(last?.status ?? '')}`,
      );
    }
  }
  for (const child of Array.isArray(suite.suites) ? suite.suites : []) {
    if (isObject(child)) collectPlaywrightFailures(child);
  }
}

/** Playwright's JSON reporter. */
function countPlaywright(report: Json): Counts {
  for (const suite of Array.isArray(report.suites) ? report.suites : []) {
    if (isObject(suite)) collectPlaywrightFailures(suite);
  }
  const stats = isObject(report.stats) ? report.stats : {};
  const errors = Array.isArray(report.errors) ? report.errors : [];
  for (const error of errors) {
    const message = isObject(error) && typeof error.message === 'string' ? error.message : '';
    failures.push(`Playwright: ${firstLine(message)}`);
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
    failures.push(`report ${file} ${reason} (its tests did not run or did not finish); counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (isObject(report) && isObject(report.stats) && 'expected' in report.stats) {
    return countPlaywright(report);
  }
  if (isObject(report) && ('numTotalTests' in report || 'testResults' in report)) {
    return countVitest(report);
  }
  failures.push(`report ${file} has an unknown format; counted as 1 failed`);
  return { passed: 0, failed: 1, skipped: 0 };
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  const counts = countFile(file);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}

for (const name of flaky) console.log(`flaky (failed, then passed when run again): ${name}`);
for (const failure of failures) console.log(`failed: ${failure}`);
let line = `${total.passed} passed, ${total.failed} failed`;
if (total.skipped > 0) line += `, ${total.skipped} skipped`;
console.log(line);
