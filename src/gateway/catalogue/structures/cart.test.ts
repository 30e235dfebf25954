import { describe, expect, it } from 'vitest';
import { Catalogue } from '../engine.ts';
import { CART } from './cart.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(CART, name, value);

describe('CART', () => {
  it('resolves indexed names through the engine', () => {
    const catalogue = new Catalogue([CART]);
    expect(catalogue.lookup('cart.items[12].recipient.city')?.pattern).toBe('cart.items[n].recipient.city');
    expect(catalogue.lookup('cart.payments[0].primary')?.pattern).toBe('cart.payments[n].primary');
    expect(catalogue.lookup('cart.items[x].name')).toBeUndefined();
  });

  it.each([
    ['cart.items[n].quantity', '2'],
    ['cart.items[n].quantity', '123456789012.125'],
    ['cart.items[n].price', '10.00'],
    ['cart.items[n].originalPrice', '10'],
    ['cart.items[n].originalPrice', '9.99'],
    ['cart.items[n].tax', '100'],
    ['cart.items[n].tax', '19.25'],
    ['cart.items[n].tax', '0'],
    ['cart.items[n].commodityCode', '12345678'],
    ['cart.items[n].itemNumber', '999'],
    ['cart.items[n].recipient.country', 'DE'],
    ['cart.items[n].recipient.country', '276'],
    ['cart.items[n].productUrl', 'https://shop.example/p/1'],
    ['cart.items[n].type', 'ANONYMOUS_DONATION'],
    ['cart.items[n].taxCategory', 'AA'],
    ['cart.items[n].deliveryDate', '2026-02-28'],
    ['cart.items[n].recipient.phone', '4917612345678'],
    ['cart.items[n].recipient.email', 'a@b.de'],
    ['cart.payments[n].status', 'authorized'],
    ['cart.payments[n].primary', 'true'],
    ['cart.payments[n].amount', '5.00'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['cart.items[n].quantity', '1234567890123', 'up to 12 digits'],
    ['cart.items[n].quantity', '1.1234', 'up to 3 decimals'],
    ['cart.items[n].price', '10', 'exactly 2 decimals'],
    ['cart.items[n].totalAmount', '10.5', 'exactly 2 decimals'],
    ['cart.items[n].originalPrice', '10.5', '2 decimals'],
    ['cart.items[n].tax', '100.01', 'percentage 0-100'],
    ['cart.items[n].tax', '7.125', 'up to 2 decimals'],
    ['cart.items[n].commodityCode', '1234567', 'exactly 8 digits'],
    ['cart.items[n].itemNumber', '0', '1-999'],
    ['cart.items[n].itemNumber', '1000', '1-999'],
    ['cart.items[n].recipient.country', 'DEU', 'alpha-2'],
    ['cart.items[n].recipient.country', '999', 'numeric'],
    ['cart.items[n].type', 'physical', 'PHYSICAL, DIGITAL'],
    ['cart.items[n].quantityUnit', 'LB', 'M, CM, KG, G, COUNT'],
    ['cart.items[n].commodityDescription', 'x'.repeat(51), '1-50 characters'],
    ['cart.items[n].productCode', 'x'.repeat(31), '1-30 characters'],
    ['cart.items[n].imageUrl', 'ftp://x.example/a.png', 'http(s) URL'],
    ['cart.items[n].recipient.phone', '+49 176', 'digits'],
    ['cart.items[n].deliveryDate', '2026-02-30', 'yyyy-MM-dd'],
    ['cart.payments[n].type', 'VOUCHER', 'GIFTCARD, PROMOTION'],
    ['cart.payments[n].status', 'CAPTURED', 'pending, authorized, captured'],
    ['cart.payments[n].primary', 'yes', 'true, false'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});
