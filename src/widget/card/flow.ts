// The card flow: the parts of the card form's behaviour put together. Frame set-up
// (frame-setup.ts), the frames' messages into the model and the merchant's callbacks
// (frame-messages.ts), a press of pay up to fields known valid (pay-decision.ts); from there the
// pay chunk (pay-chunk.ts, pay.ts) takes over: onBeforeSubmitCard, the submission, the gateway's
// outcome and the shopper result URL.

import { computed } from '@preact/signals';
import type { FrameField, FromFrameMessage } from '../../shared/protocol.ts';
import { invoke } from '../callbacks.ts';
import type { Translate } from '../i18n/index.ts';
import type * as Pay from '../on-demand/pay-entry.ts';
import type { PageField } from './fields.ts';
import { onFrameMessage, pageFieldLeft, setBrand } from './frame-messages.ts';
import { type FrameSetupDeps, initFrame, restyleFrames } from './frame-setup.ts';
import type { CardField } from './model.ts';
import type { CardPayDeps } from './pay.ts';
import { createPayChunk } from './pay-chunk.ts';
import { createPayDecision, focusField } from './pay-decision.ts';

/** What the pay path needs (pay.ts), but the callback caller the flow makes, and the frames' set-up. */
export interface CardFlowDeps extends Omit<CardPayDeps, 'call'> {
  t: Translate;
  /** computed style of an iframe element, so the input inside can match the page */
  computedStyle: (element: Element) => CSSStyleDeclaration;
  /** the form's colour scheme, which the frames' documents take so they paint like the page */
  scheme: () => 'light' | 'dark';
  /** the language the form speaks, which the frames' documents take */
  language: FrameSetupDeps['language'];
  /** the pay chunk (on-demand/pay-entry.ts): what the form needs once the shopper pays */
  pay: () => Promise<typeof Pay>;
}

export function createCardFlow(deps: CardFlowDeps) {
  const { model } = deps;
  const call = (name: string, fn: unknown, self: unknown, ...args: unknown[]) => invoke(deps.reportError, name, fn, self, ...args);
  const withPay = createPayChunk({ ...deps, call });
  const decision = createPayDecision({ ...deps, withPay });
  const messages = {
    ...deps,
    call,
    withPay,
    initFrame: (field: FrameField) => initFrame(field, deps),
    submit: decision.submit,
    frameAnswered: decision.frameAnswered,
  };

  return {
    submit: decision.submit,
    setBrand: (brand: string) => setBrand(messages, brand),
    onFrameMessage: (message: FromFrameMessage) => onFrameMessage(messages, message),
    /** configuration loaded and every frame answered: what onReady waits for */
    ready: computed(() => model.load.value.status === 'ready' && model.framesReady.value),
    /** The shopper left a page field. */
    blurPage: (field: PageField) => pageFieldLeft(messages, field),
    focusField: (field: CardField) => focusField(field, deps),
    /** The page's look changed (dark scheme switched, theme variables edited): restyle the frames. */
    restyle: () => restyleFrames(deps),
    call,
  };
}

export type CardFlow = ReturnType<typeof createCardFlow>;
