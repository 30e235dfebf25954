// @vitest-environment happy-dom
// The number frame's collection of its siblings' values at submission: the catalogue's parameters,
// `invalid` for an invalid sibling, `silent` for one that cannot be read or asked.
import { describe, expect, it } from 'vitest';
import type { FrameField } from '../shared/protocol.ts';
import { collectSiblings } from './collect.ts';
import type { SiblingValue } from './sibling.ts';

const reader = (values: Partial<Record<FrameField, SiblingValue | null>>) => (field: FrameField) => values[field];

describe('collectSiblings', () => {
  it('turns the code, the expiry and the holder into their parameters, in the order of the siblings', async () => {
    const read = reader({ cvv: { value: '123', valid: true }, expiry: { value: '03 / 31', valid: true }, cardHolder: { value: 'Jane Doe', valid: true } });
    const got = await collectSiblings(window, ['expiry', 'cvv', 'cardHolder'], 's1', read);
    expect(got).toEqual({ 'card.expiryMonth': '03', 'card.expiryYear': '2031', 'card.cvv': '123', 'card.holder': 'Jane Doe' });
    expect(Object.keys(got)).toEqual(['card.expiryMonth', 'card.expiryYear', 'card.cvv', 'card.holder']);
  });

  it('leaves out an empty code or holder the page does not require', async () => {
    const read = reader({ cvv: { value: '', valid: true }, cardHolder: { value: '', valid: true } });
    expect(await collectSiblings(window, ['cvv', 'cardHolder'], 's1', read)).toEqual({});
  });

  it('takes an expired date the page lets through (disableCardExpiryDateValidation)', async () => {
    const read = reader({ expiry: { value: '01 / 20', valid: true } });
    expect(await collectSiblings(window, ['expiry'], 's1', read)).toEqual({ 'card.expiryMonth': '01', 'card.expiryYear': '2020' });
  });

  it('answers invalid for an invalid sibling and silent for a driven frame that is gone', async () => {
    expect(await collectSiblings(window, ['cvv'], 's1', reader({ cvv: { value: '1', valid: false } }))).toBe('invalid');
    expect(await collectSiblings(window, ['cvv'], 's1', reader({ cvv: null }))).toBe('silent');
  });

  it('sends an invalid sibling as it is when the page turned validation off, for the gateway to judge', async () => {
    expect(await collectSiblings(window, ['cvv'], 's1', reader({ cvv: { value: '1', valid: false } }), false)).toEqual({ 'card.cvv': '1' });
    expect(await collectSiblings(window, ['cvv'], 's1', reader({ cvv: null }), false)).toBe('silent');
  });

  it('asks a sibling it does not drive by message, and hears silence when its frame is not there', async () => {
    // No frame of the form beside this window: nobody to ask.
    expect(await collectSiblings(window, ['expiry'], 's1', reader({}))).toBe('silent');
    expect(await collectSiblings(window, ['cardHolder'], 's1')).toBe('silent');
  });

  it('has nothing to collect for a form without siblings', async () => {
    expect(await collectSiblings(window, [], 's1')).toEqual({});
  });
});
