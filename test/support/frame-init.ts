// The page's `init` message to a card frame, as the widget sends a card form's number frame one
// (page-kit/frame-init.ts), for the frame's own tests to vary.
import type { ToFrameMessage } from '../../src/shared/protocol.ts';

export type InitMessage = Extract<ToFrameMessage, { t: 'init' }>;

export const initMessage = (over: Partial<InitMessage> = {}): InitMessage => ({
  v: 1,
  t: 'init',
  label: 'Card number',
  placeholder: '•••• •••• •••• ••••',
  brands: ['VISA', 'MASTER', 'CARTEBANCAIRE'],
  siblings: [],
  holderRequired: false,
  expiryPast: false,
  cvvRequired: true,
  validate: true,
  mask: false,
  formatting: true,
  submitOnEnter: true,
  css: { input: {}, placeholder: {} },
  scheme: 'light',
  lang: 'en',
  ...over,
});
