// A change that grows what a card form downloads past its budget fails here, and must say why it grew.
import { describe, expect, it } from 'vitest';
import { BUDGETS, measured } from './budgets.ts';

describe('size budgets (gzip)', () => {
  const figures = measured();
  it.each(Object.entries(BUDGETS) as Array<[keyof typeof BUDGETS, number]>)('%s stays within %i bytes', (name, budget) => {
    expect(figures[name]).toBeLessThanOrEqual(budget);
  });
});
