// The page's long tasks (the Long Tasks API: a task of the page's main thread over 50 ms), as the
// start-up measurements read them: every one the page saw, and the total of those that started
// before a moment (onReady, or the floor's time).

export interface LongTask {
  startTime: number;
  duration: number;
}

/**
 * An init script (page.addInitScript: it runs before the page's own scripts, so the observer sees
 * the load from its start) that keeps the top page's long tasks; window.__longTasks() returns
 * them, those the observer has not delivered yet included. Source text: tsx would wrap functions
 * in a helper the page does not have. Frames run it too and keep nothing: the gateway's frames are
 * in another process, whose tasks the page's observer does not see anyway.
 */
export const RECORD_LONG_TASKS = `if (window === window.top) (function () {
  var tasks = [];
  var keep = function (entries) { entries.forEach(function (e) { tasks.push({ startTime: e.startTime, duration: e.duration }); }); };
  var observer = new PerformanceObserver(function (list) { keep(list.getEntries()); });
  observer.observe({ type: 'longtask' });
  window.__longTasks = function () { keep(observer.takeRecords()); return tasks.slice(); };
})();`;

/** An expression that waits until the page's clock reaches `until` and then gives its long tasks. */
export const longTasksAt = (until: number) =>
  `new Promise(function (resolve) { setTimeout(function () { resolve(window.__longTasks()); }, Math.max(0, ${until} - performance.now())); })`;

/** Total duration of the tasks that started before `before` (all of them without it), in ms. */
export function longTaskTotal(tasks: readonly LongTask[], before = Number.POSITIVE_INFINITY): number {
  return tasks.filter((t) => t.startTime < before).reduce((sum, t) => sum + t.duration, 0);
}
