// The original looks a callback up in wpwlOptions when it calls it, not once when it renders:
// integrations swap one after the forms are on the page (ACI's Salesforce cartridge replaces
// onBeforeSubmitCard once its session check is done, then presses pay again), and the new one runs.
// docs/compatibility.md gives the evidence.
import { OPTION_NAMES, type WidgetOptions } from './schema.ts';

const CALLBACKS = OPTION_NAMES.filter((name) => /^on[A-Z]/.test(name));

/**
 * Makes each callback of `options` read the page's wpwlOptions (`current`) when it is used: its
 * function there now; none when the page's object has none; the parsed one when the page has no
 * wpwlOptions object any more.
 */
export function withLiveCallbacks(options: WidgetOptions, current: () => unknown): WidgetOptions {
  for (const name of CALLBACKS) {
    const parsed = options[name];
    Object.defineProperty(options, name, {
      enumerable: true,
      configurable: true,
      get() {
        const page = current();
        if (page === null || typeof page !== 'object') return parsed;
        try {
          const now = (page as Record<string, unknown>)[name];
          return typeof now === 'function' ? now : undefined;
        } catch {
          return parsed;
        }
      },
    });
  }
  return options;
}
