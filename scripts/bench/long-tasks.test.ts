import { describe, expect, it } from 'vitest';
import { longTaskTotal } from './long-tasks.ts';

describe('longTaskTotal', () => {
  const tasks = [
    { startTime: 10, duration: 60 },
    { startTime: 120, duration: 80 },
    { startTime: 300, duration: 51 },
  ];

  it('sums every task without a moment, and nothing of no tasks', () => {
    expect(longTaskTotal(tasks)).toBe(191);
    expect(longTaskTotal([])).toBe(0);
    expect(longTaskTotal([], 100)).toBe(0);
  });

  it('counts a task that started before the moment whole, even if it ends after it', () => {
    // the second task starts at 120 and runs to 200: it held the moment at 150 back
    expect(longTaskTotal(tasks, 150)).toBe(140);
  });

  it('leaves out a task that starts at the moment or later', () => {
    expect(longTaskTotal(tasks, 120)).toBe(60);
    expect(longTaskTotal(tasks, 10)).toBe(0);
  });
});
