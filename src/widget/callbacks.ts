// Calls a merchant callback. A callback that throws is reported (console and onError) and never
// breaks the widget; the caller learns it threw, so a throwing onBeforeSubmit* can cancel.
import type { WidgetErrorName } from '../shared/errors.ts';

type Report = (name: WidgetErrorName, message: string) => void;

export interface Invoked {
  threw: boolean;
  value: unknown;
}

export function invoke(report: Report, name: string, fn: unknown, self: unknown, ...args: unknown[]): Invoked {
  if (typeof fn !== 'function') return { threw: false, value: undefined };
  try {
    return { threw: false, value: (fn as (...a: unknown[]) => unknown).apply(self, args) };
  } catch (error) {
    report('WidgetError', `${name} threw: ${error instanceof Error ? error.message : String(error)}`);
    return { threw: true, value: undefined };
  }
}

/** An element as the original's callbacks hand it: jQuery's object when the page has jQuery. */
export function wrapped<E extends Element>(element: E): ArrayLike<E> {
  const jq = (globalThis as { jQuery?: unknown }).jQuery;
  if (typeof jq === 'function') {
    try {
      return (jq as (el: E) => ArrayLike<E>)(element);
    } catch {
      // a broken jQuery on the page: the plain form below still works
    }
  }
  return [element];
}
