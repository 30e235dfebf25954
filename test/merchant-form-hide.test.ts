// @vitest-environment happy-dom
// The merchant's form.paymentWidgets stays hidden behind the widget even when the page's own CSS
// displays every form (HyperPay's OpenCart templates print `form { display: block }`): otherwise
// the brand list written as the form's text would show.
import { expect, test } from 'vitest';
import { hideMerchantForm } from '../src/widget/forms.ts';

test('a hidden merchant form carries an inline display none, and gets its own inline display back', () => {
  const form = document.createElement('form');
  form.style.display = 'flex';
  hideMerchantForm(form, true);
  hideMerchantForm(form, true);
  expect(form.hidden).toBe(true);
  expect(form.style.display).toBe('none');
  hideMerchantForm(form, false);
  expect(form.hidden).toBe(false);
  expect(form.style.display).toBe('flex');
});

test('showing a form the widget never hid leaves its style alone', () => {
  const form = document.createElement('form');
  form.style.display = 'grid';
  hideMerchantForm(form, false);
  expect(form.style.display).toBe('grid');
});
