// Counts the page's message listeners, which is where a widget that forgets to clean up leaks:
// installed before any page script, read back as a number.
import type { Page } from '@playwright/test';

type CountingWindow = Window & { __listeners?: { message: number } };

export async function countMessageListeners(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const counts = { message: 0 };
    (window as CountingWindow).__listeners = counts;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'message') counts.message++;
      return (add as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'message') counts.message--;
      return (remove as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.removeEventListener;
  });
  return () => page.evaluate(() => (window as CountingWindow).__listeners?.message ?? 0);
}
