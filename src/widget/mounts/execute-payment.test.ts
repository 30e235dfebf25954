// @vitest-environment happy-dom
// wpwl.executePayment's argument as the original takes it: a class selector naming a container.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXECUTE_PAYMENT_NO_FORM, EXECUTE_PAYMENT_NOT_A_CLASS } from '../../shared/error-catalogue/widget.ts';
import { containerSelector, executePayment } from './execute-payment.ts';

function page() {
  document.body.innerHTML = `
    <div class="wpwl-container wpwl-container-registration wpwl-clearfix"></div>
    <div class="wpwl-container wpwl-container-card wpwl-clearfix"></div>
    <div class="wpwl-container wpwl-container-virtualAccount wpwl-container-virtualAccount-PAYPAL wpwl-clearfix"></div>`;
  const submitted: string[] = [];
  const forms = [...document.querySelectorAll('.wpwl-container')].reverse().map((container) => ({
    container,
    submit: () => submitted.push(container.classList[1] ?? ''),
  }));
  return { forms, submitted, reportError: vi.fn() };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('containerSelector', () => {
  it.each([
    ['wpwl-container-card', '.wpwl-container-card'],
    ['.wpwl-container-card', '.wpwl-container-card'],
    ['wpwl-container.wpwl-container-card.wpwl-clearfix', '.wpwl-container.wpwl-container-card.wpwl-clearfix'],
    ['.wpwl-container.wpwl-container-card.wpwl-clearfix', '.wpwl-container.wpwl-container-card.wpwl-clearfix'],
    [' wpwl-container-card ', '.wpwl-container-card'],
  ])('takes %j as the class selector %s', (given, selector) => {
    expect(containerSelector(given)).toBe(selector);
  });

  it.each([[''], ['wpwl-container card'], ['#card'], ['..wpwl-container'], ['wpwl-container.'], [42], [null], [{}]])(
    'takes %j for no container class',
    (given) => {
      expect(containerSelector(given)).toBeNull();
    },
  );
});

describe('executePayment', () => {
  it.each(['wpwl-container-card', 'wpwl-container.wpwl-container-card.wpwl-clearfix', '.wpwl-container.wpwl-container-card.wpwl-clearfix'])(
    'submits the card form for %j and says nothing',
    (given) => {
      const { forms, submitted, reportError } = page();
      executePayment(given, forms, reportError);
      expect(submitted).toEqual(['wpwl-container-card']);
      expect(reportError).not.toHaveBeenCalled();
    },
  );

  it('submits a stored-card or a brand container by its class', () => {
    const { forms, submitted, reportError } = page();
    executePayment('wpwl-container-registration', forms, reportError);
    executePayment('wpwl-container-virtualAccount-PAYPAL', forms, reportError);
    expect(submitted).toEqual(['wpwl-container-registration', 'wpwl-container-virtualAccount']);
  });

  it('submits one form, the first in the page, for a class several containers share', () => {
    const { forms, submitted, reportError } = page();
    executePayment('wpwl-container', forms, reportError);
    expect(submitted).toEqual(['wpwl-container-registration']);
  });

  it('reports once, naming the forms there are, when nothing matches or the argument is no class', () => {
    const { forms, submitted, reportError } = page();
    executePayment('wpwl-container-directDebit', forms, reportError);
    expect(reportError).toHaveBeenCalledTimes(1);
    const [error, params] = reportError.mock.lastCall ?? [];
    expect(error).toBe(EXECUTE_PAYMENT_NO_FORM);
    expect(EXECUTE_PAYMENT_NO_FORM.message(params)).toMatch(
      /"wpwl-container-directDebit"\) names no payment form on the page.*"wpwl-container\.wpwl-container-card\.wpwl-clearfix"/,
    );
    executePayment('#card', forms, reportError);
    expect(reportError).toHaveBeenCalledTimes(2);
    expect(reportError).toHaveBeenLastCalledWith(EXECUTE_PAYMENT_NOT_A_CLASS, expect.objectContaining({ given: '#card' }));
    expect(submitted).toEqual([]);
  });

  it('leaves out a container that left the page', () => {
    const { forms, submitted, reportError } = page();
    document.querySelector('.wpwl-container-card')?.remove();
    executePayment('wpwl-container-card', forms, reportError);
    expect(submitted).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
