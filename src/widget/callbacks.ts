// Calls a merchant callback. A callback that throws is reported (console and onError) and never
// breaks the widget; the caller learns it threw, so a throwing onBeforeSubmit* can cancel.
import { CALLBACK_THREW } from '../shared/error-catalogue/widget.ts';
import type { ReportError } from '../shared/errors.ts';

export interface Invoked {
  threw: boolean;
  value: unknown;
}

export function invoke(report: ReportError, name: string, fn: unknown, self: unknown, ...args: unknown[]): Invoked {
  if (typeof fn !== 'function') return { threw: false, value: undefined };
  try {
    return { threw: false, value: (fn as (...a: unknown[]) => unknown).apply(self, args) };
  } catch (error) {
    report(CALLBACK_THREW, { callback: name, error });
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
