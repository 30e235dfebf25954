// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { afterPress, watchPresses } from './press.ts';

watchPresses(document);

describe('afterPress', () => {
  it('runs at once when nothing is pressed', () => {
    const work = vi.fn();
    afterPress(document, work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('holds work during a press and runs it after the click, in order', async () => {
    const done: string[] = [];
    document.dispatchEvent(new Event('pointerdown'));
    afterPress(document, () => done.push('a'));
    afterPress(document, () => done.push('b'));
    document.dispatchEvent(new Event('click'));
    expect(done).toEqual([]);
    document.dispatchEvent(new Event('pointerup'));
    expect(done).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    expect(done).toEqual(['a', 'b']);
    afterPress(document, () => done.push('c'));
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('a press never released lets the work go after a second', async () => {
    vi.useFakeTimers();
    try {
      const work = vi.fn();
      document.dispatchEvent(new Event('pointerdown'));
      afterPress(document, work);
      vi.advanceTimersByTime(999);
      expect(work).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
