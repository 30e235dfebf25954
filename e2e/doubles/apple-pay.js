// A scripted stand-in for Safari's ApplePaySession, injected before the page runs (Chromium has no
// Apple Pay). It keeps the rules Safari enforces that the widget must follow: a session is created
// and begun only in the shopper's gesture, the request has what Apple requires, the merchant is
// validated before the sheet goes on, each event waits for its completion call. The "shopper"
// follows window.__applePayConfig (set by the test before this runs):
//   canMakePayments (true), maxVersion (14), card ('4200000000000000'), network ('Visa'),
//   action ('pay' | 'cancel'), billingContact, shippingContact, eci ('05').
// What happened is recorded in window.__applePay, and handed to window.__walletReport (a
// Playwright binding) at each step, since the page may have navigated when the test reads it.
(() => {
  if (window !== window.top) return;
  const config = Object.assign(
    { canMakePayments: true, maxVersion: 14, card: '4200000000000000', network: 'Visa', action: 'pay', eci: '05' },
    window.__applePayConfig || {},
  );
  const record = { requests: [], events: [], merchantSession: null, updates: [], completed: [], aborted: false, errors: [] };
  window.__applePay = record;
  const report = () => window.__walletReport?.(JSON.stringify(record));
  const b64 = (value) => btoa(typeof value === 'string' ? value : JSON.stringify(value));

  /** Resolves when the widget calls the completion method an event asks for. */
  const waiter = () => {
    let resolve;
    const promise = new Promise((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  const gesture = () => navigator.userActivation?.isActive === true;

  class ApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments() {
      return config.canMakePayments;
    }
    static canMakePaymentsWithActiveCard() {
      return Promise.resolve(config.canMakePayments);
    }
    static supportsVersion(version) {
      return Number.isInteger(version) && version >= 1 && version <= config.maxVersion;
    }

    constructor(version, request) {
      if (!gesture()) throw new DOMException('Must create a new ApplePaySession from a user gesture handler.', 'InvalidAccessError');
      if (!ApplePaySession.supportsVersion(version)) throw new TypeError(`"${version}" is not a supported version.`);
      const problems = [];
      if (!/^[A-Z]{2}$/.test(request?.countryCode ?? '')) problems.push('countryCode');
      if (!/^[A-Z]{3}$/.test(request?.currencyCode ?? '')) problems.push('currencyCode');
      if (!Array.isArray(request?.supportedNetworks) || request.supportedNetworks.length === 0) problems.push('supportedNetworks');
      if (!Array.isArray(request?.merchantCapabilities) || !request.merchantCapabilities.includes('supports3DS')) problems.push('merchantCapabilities');
      if (!request?.total?.label || !/^\d+(\.\d{1,2})?$/.test(request?.total?.amount ?? '')) problems.push('total');
      if (problems.length > 0) throw new TypeError(`Invalid payment request: ${problems.join(', ')}`);
      this.version = version;
      this.request = JSON.parse(JSON.stringify(request));
      record.requests.push({ version, request: this.request });
      report();
      this.waiting = {};
      for (const name of [
        'onvalidatemerchant',
        'onpaymentmethodselected',
        'onshippingcontactselected',
        'onshippingmethodselected',
        'oncouponcodechanged',
        'onpaymentauthorized',
        'oncancel',
      ])
        this[name] = null;
    }

    begin() {
      if (!gesture()) throw new DOMException('Must call begin from a user gesture handler.', 'InvalidAccessError');
      void this.run();
    }

    abort() {
      record.aborted = true;
      report();
      this.ended = true;
    }

    async ask(event, handler, payload) {
      record.events.push(event);
      report();
      const w = waiter();
      this.waiting[event] = w;
      if (typeof this[handler] !== 'function') {
        record.errors.push(`no ${handler}`);
        return null;
      }
      this[handler](payload);
      const answer = await Promise.race([w.promise, new Promise((r) => setTimeout(() => r('timeout'), 10000))]);
      if (answer === 'timeout') record.errors.push(`${event} was never completed`);
      return answer;
    }

    async run() {
      const session = await this.ask('validatemerchant', 'onvalidatemerchant', {
        validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      });
      if (this.ended) return;
      record.merchantSession = session;
      report();
      if (!session || typeof session.merchantSessionIdentifier !== 'string' || session.domainName !== location.hostname) {
        record.errors.push('invalid merchant session');
        this.cancel();
        return;
      }
      const method = { displayName: `${config.network} ${config.card.slice(-4)}`, network: config.network, type: 'credit' };
      record.updates.push(['paymentMethod', await this.ask('paymentmethodselected', 'onpaymentmethodselected', { paymentMethod: method })]);
      if (this.request.requiredShippingContactFields) {
        const contact = { locality: config.shippingContact?.locality ?? 'Berlin', postalCode: '10115', countryCode: 'DE' };
        record.updates.push(['shippingContact', await this.ask('shippingcontactselected', 'onshippingcontactselected', { shippingContact: contact })]);
      }
      if (Array.isArray(this.request.shippingMethods) && this.request.shippingMethods[0]) {
        record.updates.push([
          'shippingMethod',
          await this.ask('shippingmethodselected', 'onshippingmethodselected', { shippingMethod: this.request.shippingMethods[0] }),
        ]);
      }
      if (this.ended) return;
      if (config.action === 'cancel') {
        this.cancel();
        return;
      }
      const payload = {
        applicationPrimaryAccountNumber: config.card,
        applicationExpirationDate: '301231',
        currencyCode: '978',
        transactionAmount: Math.round(Number(this.request.total.amount) * 100),
        deviceManufacturerIdentifier: '040010030273',
        paymentDataType: '3DSecure',
        paymentData: { onlinePaymentCryptogram: b64('cryptogram-of-the-test-double'), eciIndicator: config.eci },
      };
      const payment = {
        token: {
          paymentData: {
            version: 'EC_v1',
            data: b64(payload),
            signature: b64('signature-of-the-test-double'),
            header: { ephemeralPublicKey: b64('ephemeral-key'), publicKeyHash: b64('public-key-hash'), transactionId: 'a1b2c3d4e5f6' },
          },
          paymentMethod: method,
          transactionIdentifier: 'A1B2C3D4E5F6',
        },
        ...(config.billingContact ? { billingContact: config.billingContact } : {}),
        ...(config.shippingContact ? { shippingContact: config.shippingContact } : {}),
      };
      record.token = payment.token.paymentData;
      report();
      await this.ask('paymentauthorized', 'onpaymentauthorized', { payment });
    }

    cancel() {
      this.ended = true;
      record.events.push('cancel');
      report();
      if (typeof this.oncancel === 'function') this.oncancel({});
    }

    completeMerchantValidation(session) {
      this.waiting.validatemerchant?.resolve(session);
    }
    completePaymentMethodSelection(update) {
      this.waiting.paymentmethodselected?.resolve(update);
    }
    completeShippingContactSelection(update) {
      this.waiting.shippingcontactselected?.resolve(update);
    }
    completeShippingMethodSelection(update) {
      this.waiting.shippingmethodselected?.resolve(update);
    }
    completeCouponCodeChange(update) {
      this.waiting.couponcodechanged?.resolve(update);
    }
    completePayment(result) {
      // Version 3 takes { status, errors }; the old form is a bare status.
      const completed = typeof result === 'number' ? { status: result } : result;
      record.completed.push(completed.status);
      record.completedWith = completed;
      report();
      this.waiting.paymentauthorized?.resolve(completed);
    }
  }

  window.ApplePaySession = ApplePaySession;
})();
