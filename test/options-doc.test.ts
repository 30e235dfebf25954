import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionRows, optionsMarkdown, readmeBlock } from '../scripts/options-doc.ts';
import { OPTION_NAMES } from '../src/widget/options/schema.ts';

describe('README option reference', () => {
  it('documents exactly the options the schema checks', () => {
    expect(
      optionRows()
        .map((r) => r.name)
        .sort(),
    ).toEqual([...OPTION_NAMES].sort());
  });

  it('matches the types (run "npm run docs:options" after changing them)', () => {
    const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
    expect(readmeBlock(readme)).toBe(optionsMarkdown());
  });
});
