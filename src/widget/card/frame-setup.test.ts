// @vitest-environment happy-dom
// The frames' set-up: each frame's init when it is ready and again on a restyle, with the page's
// look forwarded into it.
import { describe, expect, it } from 'vitest';
import type { FrameField } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import { DEFAULT_OPTIONS } from '../options/schema.ts';
import { setup } from './flow-testing.ts';
import { frameCss } from './frame-setup.ts';

/** A frame host whose frames are iframe elements whose computed style is `styles`. */
function styled(styles: Record<string, string>) {
  const iframe = document.createElement('iframe');
  return {
    host: { frame: (_field: FrameField) => iframe } as unknown as FrameHost,
    computedStyle: () => ({ getPropertyValue: (prop: string) => styles[prop] ?? '' }) as unknown as CSSStyleDeclaration,
  };
}

describe('frame set-up', () => {
  it('initialises each frame when it answers, telling the number frame which sibling frames to ask', async () => {
    const { frame, sent } = await setup();
    frame({ t: 'ready', field: 'cardNumber' });
    expect(sent[0]).toMatchObject({
      field: 'cardNumber',
      message: { t: 'init', label: 'Card number', brands: ['VISA', 'MASTER'], siblings: ['cvv'], cvvRequired: true, lang: 'de-AT' },
    });
  });
  it('restyles ready frames with a new init, and onReadyIframeCommunication stays once per frame', async () => {
    const ready: string[] = [];
    const { frame, flow, sent } = await setup({
      onReadyIframeCommunication: function (this: { field: string }) {
        ready.push(this.field);
      },
    });
    frame({ t: 'ready', field: 'cardNumber' });
    frame({ t: 'ready', field: 'cvv' });
    flow.restyle();
    flow.restyle();
    expect(sent.filter((s) => s.message.t === 'init').map((s) => s.field)).toEqual(['cardNumber', 'cvv', 'cardNumber', 'cvv', 'cardNumber', 'cvv']);
    expect(ready).toEqual(['cardNumber', 'cvv']);
  });

  it('tells the code frame the selected brand right after its init, so it checks the code by it', async () => {
    const { frame, sent } = await setup();
    frame({ t: 'ready', field: 'cvv' });
    expect(sent.map((s) => s.message.t)).toEqual(['init', 'brand']);
    expect(sent[1]).toEqual({ field: 'cvv', message: { t: 'brand', brand: 'VISA' } });
  });

  it("forwards the iframe element's computed styles and placeholder colour, drops values that could break out of the rule, and lets iframeStyles win", () => {
    const page = styled({ color: 'rgb(1, 2, 3)', 'font-size': '16px', 'font-family': 'x; }', '--wpwl-placeholder': ' rgb(9, 9, 9) ' });
    const options = { ...DEFAULT_OPTIONS, iframeStyles: { 'card-number': { 'font-size': '20px' }, 'card-number-placeholder': { 'font-style': 'italic' } } };
    const css = frameCss('cardNumber', { ...page, options });
    expect(css.input).toMatchObject({ color: 'rgb(1, 2, 3)', 'font-size': '20px' });
    expect(css.input).not.toHaveProperty('font-family');
    expect(css.placeholder).toEqual({ color: 'rgb(9, 9, 9)', 'font-style': 'italic' });
  });

  it('dresses the expiry and holder frames (enableSAQACompliance) like the number, and the code frame by iframeStyles.cvv', () => {
    const page = styled({});
    const options = { ...DEFAULT_OPTIONS, iframeStyles: { 'card-number': { color: 'red' }, cvv: { color: 'blue' } } };
    expect(frameCss('expiry', { ...page, options }).input).toEqual({ color: 'red' });
    expect(frameCss('cardHolder', { ...page, options }).input).toEqual({ color: 'red' });
    expect(frameCss('cvv', { ...page, options }).input).toEqual({ color: 'blue' });
  });
});
