// `npm run size`: the figures README quotes, measured on the current build.
import { BUDGETS, measure } from './budgets.ts';

console.log('| file | raw bytes | gzip bytes | budget (gzip) |');
console.log('|---|---:|---:|---:|');
for (const [file, budget] of Object.entries(BUDGETS)) {
  const { raw, gzip } = measure(file);
  console.log(`| ${file} | ${raw} | ${gzip} | ${budget} |`);
}
