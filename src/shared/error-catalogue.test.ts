import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, EXAMPLES, exampleMessage } from '../../scripts/errors-doc.ts';
import { TRUSTED_TYPES_POLICY_REFUSED } from './error-catalogue/methods.ts';
import { CARD_DATA_INPUTS_REFUSED } from './error-catalogue/pay.ts';
import {
  BRANDS_NONE_OFFERED,
  CHECKOUT_UNKNOWN,
  EXECUTE_PAYMENT_NO_FORM,
  EXECUTE_PAYMENT_NOT_A_CLASS,
  FORM_BRANDS_UNSUPPORTED,
  OPTIONS_UNKNOWN_OPTION,
  SCRIPT_ADDRESS_UNKNOWN,
} from './error-catalogue/widget.ts';
import { ABOUT, CATALOGUE, type CatalogueEntry, type ErrorCode, PARTS } from './error-catalogue.ts';

const SRC = resolve(import.meta.dirname, '..');
const entries = Object.entries(CATALOGUE) as Array<[string, CatalogueEntry]>;

describe('the error catalogue', () => {
  it('gives every error one code, however many parts there are', () => {
    const names = PARTS.flatMap((part) => Object.keys(part.entries));
    expect(new Set(names).size).toBe(names.length);
    const codes = names.map(codeOf);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });

  it('carries to onError the code its export is named for', () => {
    for (const [name, entry] of entries) if ('name' in entry) expect(entry.code).toBe(codeOf(name));
  });

  it('has a type, a way to be told and a message for every entry', () => {
    for (const [name, entry] of entries) {
      const about = ABOUT[name as ErrorCode];
      expect(['merchant', 'shopper', 'network']).toContain(about.type);
      // onError's name for an error, a console method for a console line: one of them, never both.
      if ('name' in entry) expect(about.console).toBeUndefined();
      else expect(['warn', 'info']).toContain(about.console);
      expect(exampleMessage(name, entry)).not.toMatch(/undefined|\[object Object\]|^\s|\s$/);
    }
  });

  it('keeps the doc-only facts (type, console method) out of the entries, and has them for every entry and no other', () => {
    expect(Object.keys(ABOUT).sort()).toEqual(Object.keys(CATALOGUE).sort());
    for (const [, entry] of entries) {
      expect(entry).not.toHaveProperty('type');
      expect(entry).not.toHaveProperty('console');
    }
  });

  it('has examples only for entries that exist', () => {
    for (const name of Object.keys(EXAMPLES)) expect(CATALOGUE).toHaveProperty(name);
  });

  it('says what the merchant passed, and why it is wrong', () => {
    expect(CHECKOUT_UNKNOWN.message({ checkoutId: 'A'.repeat(32) })).toBe(`checkout ${'A'.repeat(32)} is unknown or has expired; create a new checkout`);
    expect(FORM_BRANDS_UNSUPPORTED.message({ unsupported: ['FOO'] })).toBe(
      'no brand of form.paymentWidgets can be offered: FOO is not supported (data-brands)',
    );
    expect(FORM_BRANDS_UNSUPPORTED.message({ unsupported: ['FOO', 'BAR'] })).toBe(
      'no brand of form.paymentWidgets can be offered: FOO BAR are not supported (data-brands)',
    );
    expect(BRANDS_NONE_OFFERED.message({ allowed: undefined })).toBe("none of the page's brands may be offered to this shopper: the checkout allows none");
    expect(EXECUTE_PAYMENT_NO_FORM.message({ given: 'x', forms: ['wpwl-container.wpwl-container-card', 'wpwl-container'] })).toBe(
      'wpwl.executePayment("x") names no payment form on the page; the page\'s forms: "wpwl-container.wpwl-container-card", "wpwl-container"',
    );
    expect(EXECUTE_PAYMENT_NOT_A_CLASS.message({ given: 7, forms: [] })).toBe(
      "wpwl.executePayment(7) is not a container class (a class, or a class list joined by dots); the page's forms: none yet (call it once onReady has run)",
    );
    expect(OPTIONS_UNKNOWN_OPTION.message({ key: 'lokale', hint: ' Did you mean "locale"?' })).toBe(
      'wpwlOptions.lokale is not a known option and is ignored. Did you mean "locale"?',
    );
    expect(CARD_DATA_INPUTS_REFUSED.message({ refused: ['card.number', 'Card.CVV'] })).toBe(
      "the payment form holds an input named card.number, an input named Card.CVV: card data is never taken from the merchant page (the widget's frames hold it), so it was not sent",
    );
  });

  it("is what paymentWidgets.js says of its own address (the script's copy)", () => {
    const script = readFileSync(join(SRC, 'widget/script.ts'), 'utf8');
    expect(script).toContain(`'[paymentWidgets] ${SCRIPT_ADDRESS_UNKNOWN.name}: ${SCRIPT_ADDRESS_UNKNOWN.message()}'`);
  });

  it("is what the loader says of the Trusted Types policy (the loader's copy)", () => {
    const loader = readFileSync(join(SRC, 'loader/trusted-types.ts'), 'utf8');
    expect(loader).toContain(`[paymentWidgets] ${TRUSTED_TYPES_POLICY_REFUSED.message({ policy: 'wpwl' })}`);
  });

  it('is what every report names: no call site passes a free name and message', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(SRC, dir), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
      );
    // reportError everywhere, and paymentWidgets.js's own reportWidgetError
    const free = ['widget', 'methods', 'page-kit', 'loader', 'shared']
      .flatMap(files)
      .filter((file) => /report(Widget)?Error\(\s*['"`]/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(free).toEqual([]);
  });
});
