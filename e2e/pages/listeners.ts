// Counts the page's window listeners by event type, which is where a widget that forgets to clean
// up leaks: installed before any page script, read back as a number.
import type { Page } from '@playwright/test';

type CountingWindow = Window & { __listeners?: Record<string, number> };

/** Starts counting; the function answers how many listeners of `type` the window has now. */
export async function countListeners(page: Page): Promise<(type: string) => Promise<number>> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const counts: Record<string, number> = {};
    (window as CountingWindow).__listeners = counts;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      counts[type] = (counts[type] ?? 0) + 1;
      return (add as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: unknown[]) => {
      counts[type] = (counts[type] ?? 0) - 1;
      return (remove as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.removeEventListener;
  });
  return (type) => page.evaluate((t) => (window as CountingWindow).__listeners?.[t] ?? 0, type);
}

/** The page's message listeners (countListeners for 'message'). */
export async function countMessageListeners(page: Page): Promise<() => Promise<number>> {
  const count = await countListeners(page);
  return () => count('message');
}
