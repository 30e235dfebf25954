// The forms' unit tests' stand-in for the widget: FormServices that record what a form asks of it
// (posts, callbacks, settlements, frame messages, navigation), answers as a test tells it, and
// renders a form into the test's document. Everything else the forms use is the real code.
import { h, render } from 'preact';
import { createAttempt, type Settled, type SettleHow } from '../page-kit/outcome.ts';
import { resultUrl } from '../shared/checkout-paths.ts';
import { type FromFrameMessage, fromFrameMessage, type PaymentOutcome, type ToFrameMessage, type Unversioned } from '../shared/protocol.ts';
import type { FormServices } from '../widget/on-demand/contract.ts';
import type { MethodPart } from './part.ts';

type FrameHost = ReturnType<FormServices['frames']['createFrameHost']>;
type WidgetOptions = FormServices['merchant']['options'];

export const CHECKOUT_ID = 'C'.repeat(32);
export const BASE = new URL('https://gateway.example/v1/');
export const RESULT_URL = 'https://shop.example/result?order=7';

/** One submission the form posted to the gateway. */
export interface Posted {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
}

/** The gateway's answer to a payment that went through. */
export const APPROVED = { result: { code: '000.100.110', description: 'Request successfully processed' } };

/** A key's text as the tests read it: the key, and its values in brackets. */
const t = (key: string, vars?: Record<string, string>) => (vars ? `${key}(${Object.values(vars).join(',')})` : key);

/** The gateway as the forms' posts reach it (window.fetch): each post recorded, answered by `answer`. */
function fakeGateway(win: Window) {
  const posted: Posted[] = [];
  const gateway = {
    posted,
    /** what the gateway answers the next posts (a promise that never settles: a slow answer) */
    answer: (): Promise<Response> => Promise.resolve(Response.json(APPROVED)),
  };
  win.fetch = (async (url: string, init: RequestInit) => {
    posted.push({
      url: String(url),
      headers: { ...(init.headers as Record<string, string>) },
      fields: Object.fromEntries(new URLSearchParams(init.body as URLSearchParams)),
    });
    return gateway.answer();
  }) as typeof fetch;
  return gateway;
}

/** The stored card's security-code frame host: what the form sends and attaches, and `fromFrame` to answer as the frame. */
function fakeFrameHost() {
  const frames = { sent: [] as Array<Unversioned<ToFrameMessage>>, attached: [] as Array<HTMLIFrameElement | null>, destroyed: 0 };
  let onMessage: (message: FromFrameMessage) => void = () => undefined;
  const create = (_key: string, listener: (message: FromFrameMessage) => void) => {
    onMessage = listener;
    return {
      send: (_field: string, message: Unversioned<ToFrameMessage>) => frames.sent.push(message),
      attach: (_field: string, el: HTMLIFrameElement | null) => frames.attached.push(el),
      src: (field: string, registration?: string) => `${BASE.href}frames/${field}.html?registration=${registration ?? ''}`,
      destroy: () => frames.destroyed++,
    } as unknown as FrameHost;
  };
  /** A message from the frame, as the frame host passes it on. */
  const fromFrame = (message: Unversioned<FromFrameMessage>) => onMessage({ v: 1, ...message } as FromFrameMessage);
  return { frames, create, fromFrame };
}

/** Runs a merchant callback as the widget does, reporting a throw as `threw`. */
const call: FormServices['merchant']['call'] = (_name, fn, self, ...args) => {
  try {
    return { threw: false, value: typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown).apply(self, args) : undefined };
  } catch {
    return { threw: true, value: undefined };
  }
};

/**
 * `options`: the merchant's options over the widget's defaults (the caller passes them, as the
 * defaults belong to the widget). `control.settleAs` says what the outcome contract makes of an answer.
 */
export function fakeServices(options: WidgetOptions, win: Window = window) {
  const gateway = fakeGateway(win);
  const host = fakeFrameHost();
  const settled: Array<{ outcome: PaymentOutcome; how: SettleHow }> = [];
  const allowed: Array<{ name: string; form: HTMLFormElement }> = [];
  const navigated: Array<{ url: string; target: string | undefined }> = [];
  const errors: string[] = [];
  const initialForms: boolean[] = [];
  let keys = 0;
  const control = {
    set answer(answer: () => Promise<Response>) {
      gateway.answer = answer;
    },
    settleAs: (): Settled => ({ kind: 'left' }),
  };
  const services: FormServices = {
    texts: { t, language: () => 'en-GB', dir: () => 'ltr', formatAmount: (amount, currency) => `${currency} ${amount}` },
    submission: {
      win,
      base: BASE,
      checkoutId: CHECKOUT_ID,
      shopperResultUrl: RESULT_URL,
      amount: () => ({ amount: '10.00', currency: 'EUR' }),
      attempt: () =>
        createAttempt(
          (outcome, how) => {
            settled.push({ outcome, how });
            return control.settleAs();
          },
          () => `key-${++keys}`,
        ),
      // The merchant's callback decides by its return value alone here (the widget's reading of it is tested there).
      allowed: (name, fn, form) => {
        allowed.push({ name, form });
        return typeof fn !== 'function' || (fn as (this: HTMLFormElement) => unknown).call(form) !== false;
      },
      merchantInputs: (_form, fields) => ({ ...fields }),
      stepDone: (resourcePath) => navigated.push({ url: resultUrl(RESULT_URL, CHECKOUT_ID, resourcePath), target: options.shopperResultTarget }),
    },
    frames: {
      createFrameHost: host.create,
      parseFrameMessage: (data) => {
        const parsed = fromFrameMessage.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
      onUnload: () => undefined,
    },
    merchant: {
      options,
      cardBrands: ['VISA', 'MASTER'],
      call,
      // name and message, as the merchant's console reads them
      reportError: (error, ...[params]) => errors.push(`${error.name}: ${error.message(params as never)}`),
      showInitialForms: (show) => initialForms.push(show),
    },
  };
  return { services, control, posted: gateway.posted, settled, allowed, navigated, errors, initialForms, frames: host.frames, fromFrame: host.fromFrame };
}

/** Renders a form as the chunk's entry does (main.ts), in its own element of the test's document. */
export function show(part: MethodPart): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(h(part.View, {}), host);
  return host;
}

type HappyDomWindow = { happyDOM: { settings: { fetch: { interceptor: unknown } } }; Response: typeof Response };

/** Frames point at the gateway (the security code, a provider's step): happy-dom gets an empty page instead. */
export function emptyFrames(win: Window = window): void {
  const w = win as unknown as HappyDomWindow;
  w.happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () => new w.Response('<!doctype html><title>frame</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
}

/** Lets Preact render what the last signal changes asked for, and pending answers arrive. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Types `value` into an input as a shopper does: the value, then an input event. */
export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function must<T extends Element>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector}`);
  return el;
}
