// What the card flow's tests share (flow, frame-setup, frame-messages, pay-decision, pay-chunk and
// pay tests): the flow with a fake frame host that records what it sends the frames, in English.
// The frames themselves are exercised for real in e2e. The tests run it in happy-dom.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import type { FromFrameMessage, ToFrameMessage, Unversioned } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import { createI18n } from '../i18n/index.ts';
import * as Pay from '../on-demand/pay-entry.ts';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../options/schema.ts';
import { createCardFlow } from './flow.ts';
import { type CardModel, createCardModel } from './model.ts';

const english = createI18n({
  locale: 'en',
  overrides: {},
  engine: () => import('../i18n/engine.ts'),
  load: async (code) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${code}.json`), 'utf8')) as unknown,
  english: () => import('../../../locales/en.json'),
  warn: () => undefined,
});
await english.ready;
/** The form's message as the view shows it (English). */
export const shown = (model: CardModel) => (model.message.value ? english.t(model.message.value.key, model.message.value.vars) : null);

export async function setup(
  options: Partial<WidgetOptions> = {},
  setTimer: (fn: () => void, ms: number) => unknown = () => 0,
  pay: () => Promise<typeof Pay> = () => Promise.resolve(Pay),
  brands: readonly string[] = ['VISA', 'MASTER'],
) {
  const sent: Array<{ field: string; message: Unversioned<ToFrameMessage> }> = [];
  const host = {
    name: (field: string) => `wpwl-${field}-1`,
    frame: () => undefined,
    send: (field: string, message: Unversioned<ToFrameMessage>) => sent.push({ field, message }),
  } as unknown as FrameHost;
  const resolved = { ...DEFAULT_OPTIONS, ...options };
  const model = createCardModel(brands, resolved, () => new Date('2026-11-21T12:00:00'));
  const navigate = vi.fn();
  const errors: string[] = [];
  const form = document.createElement('form');
  const flow = createCardFlow({
    model,
    host,
    options: resolved,
    t: english.t,
    base: new URL('https://gateway.example/v1/'),
    checkoutId: 'C'.repeat(32),
    shopperResultUrl: 'https://shop.example/result?order=7',
    now: () => new Date('2026-11-21T12:00:00'),
    navigate,
    // name and message, as the merchant's console reads them
    reportError: (error, ...[params]) => errors.push(`${error.name}: ${error.message(params as never)}`),
    form: () => form,
    merchantForm: null,
    computedStyle: () => ({ getPropertyValue: () => '' }) as unknown as CSSStyleDeclaration,
    setTimer,
    scheme: () => 'light',
    language: () => 'de-AT',
    pay,
  });
  const frame = (message: Unversioned<FromFrameMessage>) => flow.onFrameMessage({ v: 1, ...message } as FromFrameMessage);
  const fillValid = () => {
    model.configLoaded({ id: 'C'.repeat(32), amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '' }, ['VISA', 'MASTER']);
    frame({ t: 'ready', field: 'cardNumber' });
    frame({ t: 'ready', field: 'cvv' });
    frame({ t: 'state', field: 'cardNumber', valid: true, empty: false, error: null, brand: 'MASTER', trigger: 'input' });
    frame({ t: 'state', field: 'cvv', valid: true, empty: false, error: null, trigger: 'input' });
    model.fieldChanged('expiry', '12 / 30');
  };
  const submits = () => sent.filter((s) => s.message.t === 'submit');
  // The flow asks for the pay chunk when it is made; here it is a resolved promise, in by the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { model, flow, frame, fillValid, sent, submits, navigate, errors, form };
}

export function submitId(submits: Array<{ message: Unversioned<ToFrameMessage> }>): string {
  const message = submits[0]?.message;
  if (message?.t !== 'submit') throw new Error('no submission was sent');
  return message.id;
}
