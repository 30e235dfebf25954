import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, errorsMarkdown } from '../scripts/errors-doc.ts';
import { CATALOGUE } from '../src/shared/error-catalogue.ts';

describe('docs/errors.md', () => {
  it('matches the catalogue (run "npm run docs:errors" after changing it)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(errorsMarkdown());
  });

  it('lists every code once', () => {
    const listed = [...errorsMarkdown().matchAll(/^\| `([a-z.]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toHaveLength(Object.keys(CATALOGUE).length);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
