import { describe, expect, it } from 'vitest';
import { fromFrameMessage, PROTOCOL_VERSION, siblingMessage, toFrameMessage } from './protocol.ts';

describe('frame protocol', () => {
  it('accepts the messages it defines', () => {
    expect(fromFrameMessage.safeParse({ v: PROTOCOL_VERSION, t: 'ready', field: 'cvv' }).success).toBe(true);
    expect(
      fromFrameMessage.safeParse({
        v: 1,
        t: 'state',
        field: 'cardNumber',
        valid: false,
        empty: false,
        error: 'cardNumberError',
        brand: 'VISA',
        trigger: 'blur',
      }).success,
    ).toBe(true);
  });

  it('drops another version, an unknown type and a field that does not exist', () => {
    expect(fromFrameMessage.safeParse({ v: 2, t: 'ready', field: 'cvv' }).success).toBe(false);
    expect(fromFrameMessage.safeParse({ v: 1, t: 'value', field: 'cardNumber', value: '4200000000000000' }).success).toBe(false);
    expect(fromFrameMessage.safeParse({ v: 1, t: 'ready', field: 'password' }).success).toBe(false);
    expect(toFrameMessage.safeParse('{"v":1,"t":"focus"}').success).toBe(false);
  });

  it('lets the widget hand the frame only non-card fields to submit', () => {
    const submit = { v: 1, t: 'submit', id: 'a', key: 'attempt-0001', fields: { 'card.expiryMonth': '12', 'card.expiryYear': '2030' } };
    expect(toFrameMessage.safeParse(submit).success).toBe(true);
    // A submission that names a card field is refused whole, never half-understood.
    expect(toFrameMessage.safeParse({ ...submit, fields: { ...submit.fields, 'card.number': '4200000000000000' } }).success).toBe(false);
    expect(toFrameMessage.safeParse({ ...submit, fields: { ...submit.fields, 'CARD.CVV': '123' } }).success).toBe(false);
    // The inputs a merchant adds ride along; a bounded number of them.
    const added = { createRegistration: 'true', 'customParameters[SHOPPER_orderId]': '77', 'customer.email': 'a@b.example', form_key: 'x' };
    expect(toFrameMessage.safeParse({ ...submit, fields: { ...submit.fields, ...added } }).success).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`customParameters[SHOPPER_${i}]`, '1']));
    expect(toFrameMessage.safeParse({ ...submit, fields: many }).success).toBe(false);
  });

  it('keeps sibling messages apart from what the widget accepts', () => {
    const reply = { v: 1, t: 'valueReply', id: 'a', field: 'cvv', value: '123', valid: true };
    expect(siblingMessage.safeParse(reply).success).toBe(true);
    expect(fromFrameMessage.safeParse(reply).success).toBe(false);
  });
});
