// docs/accessibility.md is a conformance report merchants hand on: it must state every WCAG 2.2 A and
// AA criterion once, in the report's terms, and the tests it cites as evidence must exist, so that a
// renamed or deleted test cannot leave a claim without its proof.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPORT = resolve(import.meta.dirname, '../docs/accessibility.md');

/** WCAG 2.2's level A and AA success criteria (4.1.1 Parsing is obsolete in 2.2). */
const CRITERIA = [
  ...['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.3.1', '1.3.2', '1.3.3', '1.3.4', '1.3.5'],
  ...['1.4.1', '1.4.2', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13'],
  ...['2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1', '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.4.5', '2.4.6', '2.4.7', '2.4.11'],
  ...['2.5.1', '2.5.2', '2.5.3', '2.5.4', '2.5.7', '2.5.8'],
  ...['3.1.1', '3.1.2', '3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.6', '3.3.1', '3.3.2', '3.3.3', '3.3.4', '3.3.7', '3.3.8'],
  ...['4.1.2', '4.1.3'],
];
/**
 * Supported because of what the widget does not do, which no test can show by its absence: no link
 * in a form (2.4.4), no image of text (1.4.5), nothing on focus or input but the field's own change
 * (3.2.1, 3.2.2), native buttons that act on release (2.5.2).
 */
const BY_CONSTRUCTION = ['1.4.5', '2.4.4', '2.5.2', '3.2.1', '3.2.2'];
const TERMS = ['Supports', 'Partially supports', 'Does not support', 'Not applicable'];

interface Row {
  criterion: string;
  level: string;
  term: string;
  evidence: string;
}

function rows(markdown: string): Row[] {
  return [...markdown.matchAll(/^\| (\d\.\d+\.\d+) [^|]*\((A|AA)\) \| ([^|]+) \| (.*) \|$/gm)].map((m) => ({
    criterion: m[1] ?? '',
    level: m[2] ?? '',
    term: (m[3] ?? '').trim(),
    evidence: m[4] ?? '',
  }));
}

/**
 * The tests a row cites: a link to a spec, then `› ` and the start of a test's title, up to a `;`,
 * a parenthesis or the end. `{kind}` stands for a template's value and `…` for words left out: the
 * pieces between them must each be in the spec's source.
 */
function citations(evidence: string): Array<{ spec: string; title: string }> {
  const out: Array<{ spec: string; title: string }> = [];
  let spec = '';
  // A citation runs to the next `;`; one after a spec's link cites that spec until another link.
  for (const segment of evidence.split(';')) {
    spec = /\]\((\.\.\/e2e\/[^)]+\.spec\.ts)\)/.exec(segment)?.[1] ?? spec;
    for (const title of segment.split(' › ').slice(1)) out.push({ spec, title: (title.split(/ \(|\. /)[0] ?? '').trim().replace(/\.$/, '') });
  }
  return out.filter((c) => c.spec !== '');
}

describe('docs/accessibility.md', () => {
  const markdown = readFileSync(REPORT, 'utf8');
  const found = rows(markdown);

  it('states every WCAG 2.2 A and AA criterion once, in the report terms', () => {
    expect(found.map((r) => r.criterion).sort()).toEqual([...CRITERIA].sort());
    expect(found.filter((r) => !TERMS.includes(r.term)).map((r) => `${r.criterion}: ${r.term}`)).toEqual([]);
  });

  it('gives evidence or a reason for every criterion, and a test for every one it supports but the not-applicable', () => {
    expect(found.filter((r) => r.evidence.trim().length < 8).map((r) => r.criterion)).toEqual([]);
    const untested = found.filter((r) => r.term !== 'Not applicable' && !/\.spec\.ts\)/.test(r.evidence) && !BY_CONSTRUCTION.includes(r.criterion));
    expect(untested.map((r) => r.criterion)).toEqual([]);
  });

  it('cites tests that exist', () => {
    const missing: string[] = [];
    for (const row of found) {
      for (const { spec, title } of citations(row.evidence)) {
        const file = resolve(dirname(REPORT), spec);
        if (!existsSync(file)) {
          missing.push(`${row.criterion}: ${spec} does not exist`);
          continue;
        }
        const source = readFileSync(file, 'utf8');
        const pieces = title.split(/\{[a-z]+\}|…/).map((piece) => piece.trim());
        for (const piece of pieces) if (piece.length >= 6 && !source.includes(piece)) missing.push(`${row.criterion}: "${piece}" is in no test of ${spec}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds citations the way the report writes them', () => {
    expect(citations('[a.spec.ts](../e2e/a.spec.ts) › the {kind} form: axe finds; › second title (x); [b](../e2e/b.spec.ts).')).toEqual([
      { spec: '../e2e/a.spec.ts', title: 'the {kind} form: axe finds' },
      { spec: '../e2e/a.spec.ts', title: 'second title' },
    ]);
  });
});
