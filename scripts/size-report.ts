// `npm run size`: the figures docs/figures.md quotes, measured on the current build: each file a first
// German card form downloads, and each budget.
import { BUDGETS, firstCardForm, gzip, measured } from '../test/budgets.ts';

const { outline, rest } = firstCardForm('de');
console.log('| file | raw bytes | gzip bytes |');
console.log('|---|---:|---:|');
for (const d of [...outline, ...rest]) console.log(`| ${d.name} | ${d.content.length} | ${gzip(d.content)} |`);
console.log('\n| budget | gzip bytes | budget (gzip) |');
console.log('|---|---:|---:|');
const figures = measured();
for (const [name, budget] of Object.entries(BUDGETS)) console.log(`| ${name} | ${figures[name as keyof typeof BUDGETS]} | ${budget} |`);
