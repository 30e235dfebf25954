// docs/integrations.md: the table of the corpus (e2e/corpus), generated from each entry's
// meta.json so it cannot drift from what the specs run. `npm run docs:integrations` writes it;
// test/corpus.test.ts checks it is current.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORPUS_DIR, type CorpusMeta, corpusMeta, corpusSlugs } from '../src/shop/corpus.ts';

export const DOC = resolve(import.meta.dirname, '../docs/integrations.md');

export function readEntries(dir = CORPUS_DIR): Array<{ slug: string; meta: CorpusMeta }> {
  return corpusSlugs(dir).map((slug) => ({ slug, meta: corpusMeta.parse(JSON.parse(readFileSync(resolve(dir, slug, 'meta.json'), 'utf8'))) }));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function integrationsMarkdown(entries = readEntries()): string {
  const differing = entries.filter((e) => e.meta.differs.length > 0).length;
  const rows = entries.map(({ slug, meta }, n) => {
    const status = meta.differs.length === 0 ? 'runs unchanged' : 'runs; differs (below)';
    return `| ${n + 1} | [${cell(meta.title)}](../e2e/corpus/${slug}/) | ${cell(meta.source.kind)}, [${meta.source.repo}](https://github.com/${meta.source.repo}) | ${cell(meta.source.region)} | ${cell(meta.leansOn.join('; '))} | ${cell(meta.intent)} | ${status} |`;
  });
  const differences = entries.flatMap(({ meta }) => meta.differs.map((d) => `- **${cell(meta.title)}**: ${d.what} *Why:* ${d.why}`));
  const adaptations = entries.flatMap(({ meta }) => meta.adapted.map((a) => `- **${cell(meta.title)}**: ${a}`));
  return `# Public integrations of the original widget, run unchanged

Each row is a merchant page written for the original widget, found in public code and reproduced
in our own words in \`e2e/corpus/{entry}/\`: its option objects, callbacks, DOM edits, CSS, the order
in which it sets the options and inserts the script, its language and its jQuery. The demo shop
serves each at \`/corpus/{entry}\` under the strict CSP of [csp.md](csp.md), with a
checkout its server creates as the plugin's does; the entry's spec does what its merchant meant and
fails on any CSP violation. \`npm test\` runs them all.

${entries.length} integrations; ${entries.length - differing} run unchanged, ${differing} run with a difference listed below.
Generated from each entry's \`meta.json\` by \`npm run docs:integrations\`.

| # | Integration | Kind of source | Region | What it leans on | What its merchant meant (asserted) | Status |
|---|---|---|---|---|---|---|
${rows.join('\n')}

## What we do differently, and why

${differences.length ? differences.join('\n') : 'Nothing: every page runs as written.'}

## What the reproductions changed, and why

Each page runs as its merchant wrote it, with three kinds of change, listed below per entry:
- **The strict CSP.** Public pages often carry inline \`<style>\` blocks, \`style\` attributes, inline
  \`onclick\` handlers and scripts without a nonce, which a policy without \`'unsafe-inline'\` refuses
  whatever widget the page holds: the rule moves to a file of the entry, the handler becomes a
  listener, the script gets the page's nonce.
- **What is not here.** Frameworks (React, Vue, Angular) are plain JS that keeps the component's
  lifecycle in its order; CDN libraries are the shop's own jQuery or a stand-in; images from other
  hosts are left out.
- **The merchant's server.** Its checkout, result and AJAX routes are the demo shop's.

${adaptations.length ? adaptations.join('\n') : 'Nothing.'}
`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(DOC, integrationsMarkdown());
  console.log(`wrote ${DOC}`);
}
