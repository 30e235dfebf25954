// @vitest-environment happy-dom
// The inputs a merchant adds to the payment form, collected as the browser would submit them.
import { describe, expect, it } from 'vitest';
import { merchantInputs, withMerchantInputs } from './merchant-inputs.ts';

function form(html: string): HTMLFormElement {
  const el = document.createElement('form');
  el.innerHTML = html;
  return el;
}

describe('merchantInputs', () => {
  it('takes a checked "store my card" checkbox without a value as true, not the browser\'s "on"; other checkboxes send what they hold', () => {
    const page = form(`
      <input type="checkbox" name="createRegistration" checked>
      <input type="checkbox" name="customParameters[SHOPPER_gift]" checked>`);
    expect(merchantInputs([page]).fields).toEqual({ createRegistration: 'true', 'customParameters[SHOPPER_gift]': 'on' });
    expect(merchantInputs([form('<input type="checkbox" name="createRegistration">')]).fields).toEqual({});
  });

  it('takes named, enabled controls as a browser submits them, and leaves the widget’s own alone', () => {
    const widget = form(`
      <input name="card.holder" value="Jane" data-wpwl-own="">
      <select name="paymentBrand" data-wpwl-own=""><option value="VISA" selected>VISA</option></select>
      <input type="checkbox" name="createRegistration" value="true" checked>
      <input type="checkbox" name="newsletter" value="yes">
      <input type="hidden" name="customParameters[SHOPPER_orderId]" value="77">
      <input name="customer.email" value="jane@example.com">
      <input name="disabled.one" value="x" disabled>
      <input type="submit" name="go" value="Pay">
      <textarea name="customer.note">hi</textarea>
      <input name="has space" value="x">
      <input value="no name">`);
    expect(merchantInputs([widget])).toEqual({
      fields: {
        createRegistration: 'true',
        'customParameters[SHOPPER_orderId]': '77',
        'customer.email': 'jane@example.com',
        'customer.note': 'hi',
      },
      refused: [],
    });
  });

  it('refuses card data from the page, whatever its case, and says which inputs', () => {
    const page = form('<input name="card.number" value="4200000000000000"><input name="Card.CVV" value="123"><input name="form_key" value="k">');
    const { fields, refused } = merchantInputs([page, null]);
    expect(fields).toEqual({ form_key: 'k' });
    expect(refused).toEqual(['card.number', 'Card.CVV']);
  });

  it('takes the first value of a name across the widget’s form and the merchant’s', () => {
    expect(merchantInputs([form('<input name="a" value="1">'), form('<input name="a" value="2"><input name="b" value="3">')]).fields).toEqual({
      a: '1',
      b: '3',
    });
  });

  it('puts the form’s own fields over what the merchant added, and reports card-data inputs', () => {
    const reported: Array<readonly string[]> = [];
    const fields = withMerchantInputs(
      [
        form(
          '<input name="paymentBrand" value="AMEX"><input name="customer.email" value="jane@example.com"><input name="card.number" value="4200000000000000">',
        ),
      ],
      { paymentBrand: 'VISA' },
      (m) => reported.push(m),
    );
    expect(fields).toEqual({ paymentBrand: 'VISA', 'customer.email': 'jane@example.com' });
    expect(reported).toEqual([['card.number']]);
  });
});
