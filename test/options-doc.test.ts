import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, generatedBlock, optionRows, optionsMarkdown } from '../scripts/options-doc.ts';
import { OPTION_NAMES } from '../src/widget/options/schema.ts';

describe('docs/options.md option reference', () => {
  it('documents exactly the options the schema checks', () => {
    expect(
      optionRows()
        .map((r) => r.name)
        .sort(),
    ).toEqual([...OPTION_NAMES].sort());
  });

  it('matches the types (run "npm run docs:options" after changing them)', () => {
    expect(generatedBlock(readFileSync(DOC, 'utf8'))).toBe(optionsMarkdown());
  });
});
