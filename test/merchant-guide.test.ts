// docs/test-your-checkout.md shows the merchant's project whole; CI runs e2e/merchant/ in a scratch
// folder (scripts/merchant-project.ts). Each copy in the guide must be the file CI runs, so the
// guide a merchant follows is the project that passed.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const guide = readFileSync(join(root, 'docs/test-your-checkout.md'), 'utf8');

/** The fenced block under each `<!-- file: path -->` marker, by path. */
const shown = new Map([...guide.matchAll(/<!-- file: (\S+) -->\n```\w*\n([\s\S]*?)```/g)].map((m) => [m[1] ?? '', m[2] ?? '']));

describe('docs/test-your-checkout.md', () => {
  it.each(['e2e/merchant/server.mjs', 'e2e/merchant/playwright.config.ts', 'e2e/merchant/checkout.spec.ts'])('shows %s as CI runs it', (path) => {
    expect(shown.get(path)).toBe(readFileSync(join(root, path), 'utf8'));
  });

  it('is linked from README', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('docs/test-your-checkout.md');
  });
});
