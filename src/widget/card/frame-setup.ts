// The card form's frames set up: each frame's `init` (page-kit/frame-init.ts) with the page's look
// forwarded into it, sent when the frame is ready and again when the page's look changes.

import { type FrameCss, type FramePage, frameInit } from '../../page-kit/frame-init.ts';
import { FORWARDED_STYLES, type FrameField } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import type { Translate } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import type { CardModel } from './model.ts';

export interface FrameSetupDeps {
  model: CardModel;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  /** computed style of an iframe element, so the input inside can match the page */
  computedStyle: (element: Element) => CSSStyleDeclaration;
  /** the form's colour scheme, which the frames' documents take so they paint like the page */
  scheme: () => 'light' | 'dark';
  /** the language the form speaks (BCP 47), which the frames' documents take */
  language: () => FramePage['lang'];
}

/** A value that could not break out of the frame's style rule. */
const safeCss = (value: string) => !/[;{}<>\\]/.test(value);

/** The frame's look: the iframe element's computed styles the input inside takes, then the merchant's iframeStyles. */
export function frameCss(field: FrameField, deps: Pick<FrameSetupDeps, 'host' | 'options' | 'computedStyle'>): FrameCss {
  const iframe = deps.host.frame(field);
  const input: Record<string, string> = {};
  if (iframe) {
    const computed = deps.computedStyle(iframe);
    for (const prop of FORWARDED_STYLES) {
      const value = computed.getPropertyValue(prop);
      if (value && safeCss(value)) input[prop] = value.slice(0, 200);
    }
  }
  // iframeStyles names the number and code frames; expiry and holder frames (enableSAQACompliance)
  // dress like the number.
  const key = field === 'cvv' ? 'cvv' : 'card-number';
  // The theme's placeholder colour (--wpwl-placeholder), so both sides of the frame boundary match.
  const placeholder = iframe ? deps.computedStyle(iframe).getPropertyValue('--wpwl-placeholder').trim() : '';
  return {
    input: { ...input, ...deps.options.iframeStyles?.[key] },
    placeholder: { ...(placeholder && safeCss(placeholder) ? { color: placeholder } : {}), ...deps.options.iframeStyles?.[`${key}-placeholder`] },
  };
}

/** Sends a ready frame its `init`, and the code frame the brand it checks the code's length by. */
export function initFrame(field: FrameField, deps: FrameSetupDeps): void {
  const { model, host } = deps;
  // The number frame collects the other frames' values when it submits.
  const siblings = field === 'cardNumber' ? model.frameFields.filter((f) => f !== 'cardNumber') : [];
  const frame = { kind: 'cardForm', field, brands: model.brands.value, siblings } as const;
  host.send(field, frameInit(frame, deps.options, { t: deps.t, lang: deps.language(), css: frameCss(field, deps), scheme: deps.scheme() }));
  if (field === 'cvv' && model.brand.value) host.send('cvv', { t: 'brand', brand: model.brand.value });
}

/** The page's look changed (dark scheme switched, theme variables edited) or the brands narrowed: every ready frame is set up again. */
export function restyleFrames(deps: FrameSetupDeps): void {
  for (const field of deps.model.frameFields) if (deps.model.frames[field].value.ready) initFrame(field, deps);
}
