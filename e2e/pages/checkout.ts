// The demo shop's checkout page with the widget on it, as a shopper sees it.
import type { Locator, Page } from '@playwright/test';
import { fillCard, payButton, waitForWidget } from '../../src/testing/index.ts';

export interface Card {
  number: string;
  expiry: string;
  cvv: string;
  holder?: string;
}

/** The widget's stylesheet, as the widget links it (a content-hashed file of the build). */
export const widgetStylesheet = (page: Page): Locator => page.locator('link[rel=stylesheet][href*="/v1/assets/"]');

export const VISA: Card = { number: '4200000000000000', expiry: '12/30', cvv: '123', holder: 'Jane Doe' };

export class CheckoutPage {
  readonly number: Locator;
  readonly cvv: Locator;
  readonly expiry: Locator;
  readonly holder: Locator;
  readonly pay: Locator;
  readonly numberFrame: Locator;
  readonly cvvFrame: Locator;

  constructor(readonly page: Page) {
    this.numberFrame = page.locator('iframe.wpwl-control-cardNumber');
    this.cvvFrame = page.locator('iframe.wpwl-control-cvv');
    this.number = page.frameLocator('iframe.wpwl-control-cardNumber').locator('input');
    this.cvv = page.frameLocator('iframe.wpwl-control-cvv').locator('input');
    this.expiry = page.locator('input.wpwl-control-expiry');
    this.holder = page.locator('input.wpwl-control-cardHolder');
    this.pay = payButton(page);
  }

  /**
   * Opens the checkout, optionally with wpwlOptions (JavaScript source) defined before the widget
   * loads. `record(name, value)` inside them appends to window.__calls, read by calls().
   */
  async open(options?: string, path = '/checkout') {
    await this.page.addInitScript(`if (window === window.top) {
      window.__calls = [];
      window.record = function (name, value) { window.__calls.push([name, value === undefined ? null : value]); };
      ${options ? `window.wpwlOptions = ${options};` : ''}
    }`);
    await this.page.goto(path);
    await this.ready();
  }

  /** Waits until the widget says every form is rendered and its frames answered (wpwl.isReady): the merchants' test kit. */
  ready() {
    return waitForWidget(this.page);
  }

  /** What the options' callbacks recorded, in order. */
  calls(): Promise<Array<[string, unknown]>> {
    return this.page.evaluate(() => (window as unknown as { __calls: Array<[string, unknown]> }).__calls);
  }

  /** Types the card as a shopper does, key by key into the frames: the merchants' test kit. */
  async fill(card: Card) {
    await fillCard(this.page, card);
  }

  hint(field: string): Locator {
    return this.page.locator(`.wpwl-hint-${field}Error`);
  }
}
