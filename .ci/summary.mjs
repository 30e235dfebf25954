// Sums the JSON reports of vitest and Playwright into one line: "N passed, N failed".
// A runner that did not report (it never started, or crashed) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

function read(path) {
  if (!existsSync(path)) {
    console.log(`(no report at ${path}: that runner did not finish)`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}

// The e2e suite, then the merchant's own project run from the packages (scripts/merchant-project.ts).
for (const report of ['test-results/playwright.json', 'test-results/merchant.json']) {
  const playwright = read(report);
  if (playwright) {
    passed += playwright.stats.expected;
    failed += playwright.stats.unexpected + playwright.stats.flaky;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
