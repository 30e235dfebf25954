// docs/contract.md is the contract matrix (e2e/contract/matrix.ts) as scripts/contract-doc.ts writes
// it, and the matrix's data names every pair once: covered by the spec, or excluded with a reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKOUTS, cells, FORMS, TARGETS } from '../e2e/contract/matrix.ts';
import { contractMarkdown, DOC } from '../scripts/contract-doc.ts';

describe('the contract matrix', () => {
  it('names every checkout, form and target once, either covered or excluded with its reason', () => {
    const all = cells();
    expect(all).toHaveLength(CHECKOUTS.length * FORMS.length * TARGETS.length);
    for (const c of all) if (!c.covered) expect(c.exclusion.reason.length).toBeGreaterThan(20);
  });

  it('docs/contract.md is generated from it (run "npm run docs:contract")', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(contractMarkdown());
  });
});
