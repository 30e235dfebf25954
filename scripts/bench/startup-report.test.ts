import { describe, expect, it } from 'vitest';
import type { StartupSamples } from './startup.ts';
import { verdicts } from './startup-report.ts';

const samples = (ready: number[], floor: number[], tasksReady: number[], tasksFloor: number[]): StartupSamples => ({
  ms: { ready, floor, bareFrame: [], cardFrames: [] },
  longTasksBefore: { ready: tasksReady, floor: tasksFloor },
  longTasksAll: { ready: tasksReady, floor: tasksFloor },
});

describe('verdicts', () => {
  it('holds medians to the targets: 1.3 × the floor, 1.5 × throttled, long tasks at most 50 ms over the floor page', () => {
    const plain = samples([130, 120, 200], [100, 90, 110], [60, 0, 120], [0, 10, 0]);
    const throttled = samples([450, 440, 900], [300, 310, 290], [300, 0, 0], [0, 0, 0]);
    const v = verdicts(plain, throttled);
    expect(v.ratio).toEqual({ value: 1.3, limit: 1.3, met: true });
    expect(v.throttledRatio).toEqual({ value: 1.5, limit: 1.5, met: true });
    expect(v.longTasks).toEqual({ value: 60, limit: 50, met: false });
  });

  it('does not call a target met on missing samples', () => {
    const none = samples([], [], [], []);
    const v = verdicts(none, none);
    expect(v.ratio.met).toBe(false);
    expect(v.throttledRatio.met).toBe(false);
    expect(v.longTasks.met).toBe(false);
  });
});
