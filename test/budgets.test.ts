// A change that grows a shipped file past its budget fails here, and must say why it grew.
import { describe, expect, it } from 'vitest';
import { BUDGETS, measure } from './budgets.ts';

describe('size budgets (gzip)', () => {
  it.each(Object.entries(BUDGETS))('%s stays within %i bytes', (file, budget) => {
    expect(measure(file).gzip).toBeLessThanOrEqual(budget);
  });
});
