// @vitest-environment happy-dom
// The page's look inside the frame: the input's label, placeholder, mask and style, the
// placeholder's rule in the frame's own stylesheet, and the colour scheme.
import { afterEach, describe, expect, it } from 'vitest';
import { type InitMessage, initMessage } from '../../test/support/frame-init.ts';
import { applyLook } from './look.ts';

// The code frame's.
const init = (over: Partial<InitMessage> = {}) => initMessage({ label: 'Security code', placeholder: 'CVV', brands: [], ...over });

const lastRule = () => {
  const sheet = document.styleSheets[0];
  return sheet?.cssRules[sheet.cssRules.length - 1]?.cssText ?? '';
};

afterEach(() => {
  document.head.replaceChildren();
  delete document.documentElement.dataset.scheme;
});

describe('applyLook', () => {
  it("gives the input the page's label, placeholder and style, and the document its scheme", () => {
    const input = document.createElement('input');
    applyLook(document, input, 'cvv', init({ css: { input: { color: 'rgb(1, 2, 3)', 'font-size': '' }, placeholder: {} }, scheme: 'dark' }));
    expect(input.getAttribute('aria-label')).toBe('Security code');
    expect(input.placeholder).toBe('CVV');
    expect(input.style.getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(input.style.getPropertyValue('font-size')).toBe('');
    expect(input.type).toBe('text');
    expect(document.documentElement.dataset.scheme).toBe('dark');
  });

  it('masks the security code with maskCvv, and no other field', () => {
    const code = document.createElement('input');
    applyLook(document, code, 'cvv', init({ mask: true }));
    expect(code.type).toBe('password');
    const holder = document.createElement('input');
    applyLook(document, holder, 'cardHolder', init({ mask: true }));
    expect(holder.type).toBe('text');
  });

  it("adds the placeholder's look as one rule of the frame's stylesheet, none without declarations", () => {
    document.head.append(document.createElement('style'));
    applyLook(document, document.createElement('input'), 'cvv', init());
    expect(document.styleSheets[0]?.cssRules).toHaveLength(0);
    applyLook(document, document.createElement('input'), 'cvv', init({ css: { input: {}, placeholder: { color: 'red', 'font-style': 'italic' } } }));
    expect(lastRule()).toContain('.wpwl-frame-input::placeholder');
    expect(lastRule()).toContain('color: red');
    expect(lastRule()).toContain('font-style: italic');
  });

  it('leaves the placeholder as it was when the browser refuses the rule', () => {
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = document.styleSheets[0];
    if (!sheet) throw new Error('no stylesheet');
    sheet.insertRule = () => {
      throw new SyntaxError('refused');
    };
    const input = document.createElement('input');
    expect(() => applyLook(document, input, 'cvv', init({ css: { input: {}, placeholder: { color: 'red' } } }))).not.toThrow();
    expect(input.placeholder).toBe('CVV');
  });
});
