// A local stand-in for Google's pay.js (https://pay.google.com/gp/p/js/pay.js), served in its place by
// the e2e test (page.route), since this machine has no route to Google. It answers Google Pay's
// documented web API (google.payments.api.PaymentsClient, API version 2) and refuses what Google
// refuses: a request without apiVersion 2, CARD parameters, a PAYMENT_GATEWAY tokenization
// specification with gateway and gatewayMerchantId, or a FINAL price; loadPaymentData outside the
// shopper's gesture. The "shopper" follows window.__googlePayConfig (set before the page runs):
//   ready (true), card ('4200000000000000'), network ('VISA'), action ('pay' | 'cancel'),
//   authMethod ('CRYPTOGRAM_3DS'), email, billingAddress, shippingAddress, expiresAt (ms).
// What happened is recorded in window.__googlePay, and handed to window.__walletReport (a
// Playwright binding) at each step, since the page may have navigated when the test reads it.
(() => {
  const config = Object.assign(
    { ready: true, card: '4200000000000000', network: 'VISA', action: 'pay', authMethod: 'CRYPTOGRAM_3DS', expiresAt: Date.now() + 3600000 },
    window.__googlePayConfig || {},
  );
  const record = { clients: [], readyRequests: [], requests: [], authorized: [], changed: [], buttons: [] };
  window.__googlePay = record;
  const report = () => window.__walletReport?.(JSON.stringify(record));
  const b64 = (value) => btoa(typeof value === 'string' ? value : JSON.stringify(value));
  const developerError = (statusMessage) => Object.assign(new Error(statusMessage), { statusCode: 'DEVELOPER_ERROR', statusMessage });

  function checkCardMethod(method, withTokenization) {
    if (method?.type !== 'CARD') return 'allowedPaymentMethods[0].type must be CARD';
    const p = method.parameters ?? {};
    if (!Array.isArray(p.allowedAuthMethods) || p.allowedAuthMethods.length === 0) return 'allowedAuthMethods is required';
    if (!Array.isArray(p.allowedCardNetworks) || p.allowedCardNetworks.length === 0) return 'allowedCardNetworks is required';
    if (withTokenization) {
      const t = method.tokenizationSpecification;
      if (t?.type !== 'PAYMENT_GATEWAY') return 'tokenizationSpecification.type must be PAYMENT_GATEWAY';
      if (!t.parameters?.gateway || !t.parameters?.gatewayMerchantId) return 'gateway and gatewayMerchantId are required';
    }
    return null;
  }

  function token() {
    const message = {
      messageExpiration: String(config.expiresAt),
      messageId: 'test-double-message',
      paymentMethod: 'CARD',
      paymentMethodDetails: {
        pan: config.card,
        expirationMonth: 12,
        expirationYear: 2030,
        authMethod: config.authMethod,
        ...(config.authMethod === 'CRYPTOGRAM_3DS' ? { cryptogram: b64('cryptogram-of-the-test-double'), eciIndicator: '05' } : {}),
      },
    };
    return JSON.stringify({
      signature: b64('signature-of-the-test-double'),
      intermediateSigningKey: {
        signedKey: JSON.stringify({ keyValue: b64('key'), keyExpiration: String(config.expiresAt) }),
        signatures: [b64('key-signature')],
      },
      protocolVersion: 'ECv2',
      signedMessage: JSON.stringify({ encryptedMessage: b64(message), ephemeralPublicKey: b64('ephemeral-key'), tag: b64('tag') }),
    });
  }

  class PaymentsClient {
    constructor(options) {
      if (options?.environment !== 'TEST' && options?.environment !== 'PRODUCTION') throw developerError('environment must be TEST or PRODUCTION');
      this.options = options;
      record.clients.push({ environment: options.environment, callbacks: Object.keys(options.paymentDataCallbacks ?? {}) });
    }

    isReadyToPay(request) {
      record.readyRequests.push(JSON.parse(JSON.stringify(request)));
      report();
      if (request?.apiVersion !== 2) return Promise.reject(developerError('apiVersion must be 2'));
      const problem = checkCardMethod(request.allowedPaymentMethods?.[0], false);
      if (problem) return Promise.reject(developerError(problem));
      return Promise.resolve({ result: config.ready });
    }

    createButton(options) {
      if (typeof options?.onClick !== 'function') throw developerError('createButton needs onClick');
      record.buttons.push({ buttonColor: options.buttonColor, buttonType: options.buttonType, buttonLocale: options.buttonLocale });
      report();
      const wrapper = document.createElement('div');
      wrapper.className = 'gpay-button-fill';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `gpay-button ${options.buttonColor ?? 'default'} ${options.buttonType ?? 'buy'}`;
      button.setAttribute('aria-label', 'Google Pay');
      button.textContent = 'Google Pay';
      button.addEventListener('click', options.onClick);
      wrapper.append(button);
      return wrapper;
    }

    async loadPaymentData(request) {
      // Google opens its sheet only from the shopper's gesture.
      if (navigator.userActivation?.isActive !== true) throw developerError('loadPaymentData must be called in a user gesture');
      record.requests.push(JSON.parse(JSON.stringify(request)));
      report();
      if (request?.apiVersion !== 2) throw developerError('apiVersion must be 2');
      const problem = checkCardMethod(request.allowedPaymentMethods?.[0], true);
      if (problem) throw developerError(problem);
      const info = request.transactionInfo;
      if (info?.totalPriceStatus !== 'FINAL' || !/^\d+(\.\d{1,2})?$/.test(info.totalPrice ?? '') || !/^[A-Z]{3}$/.test(info.currencyCode ?? '')) {
        throw developerError('transactionInfo needs totalPriceStatus FINAL, totalPrice and currencyCode');
      }
      const intents = request.callbackIntents ?? [];
      const callbacks = this.options.paymentDataCallbacks ?? {};
      if (intents.includes('PAYMENT_AUTHORIZATION') && typeof callbacks.onPaymentAuthorized !== 'function')
        throw developerError('onPaymentAuthorized is required');
      await new Promise((r) => setTimeout(r, 50));
      // The sheet opens: Google asks for the shipping data's first update, then the shopper acts.
      if (intents.includes('SHIPPING_ADDRESS') && typeof callbacks.onPaymentDataChanged === 'function') {
        record.changed.push(
          await callbacks.onPaymentDataChanged({
            callbackTrigger: 'INITIALIZE',
            shippingAddress: { countryCode: 'DE', postalCode: '10115', locality: 'Berlin' },
          }),
        );
        report();
      }
      if (config.action === 'cancel') {
        record.cancelled = true;
        report();
      }
      if (config.action === 'cancel') throw Object.assign(new Error('User closed the Payment Request UI.'), { statusCode: 'CANCELED' });
      const data = {
        apiVersion: 2,
        apiVersionMinor: 0,
        ...(request.emailRequired && config.email ? { email: config.email } : {}),
        ...(request.shippingAddressRequired && config.shippingAddress ? { shippingAddress: config.shippingAddress } : {}),
        paymentMethodData: {
          type: 'CARD',
          description: `${config.network} •••• ${config.card.slice(-4)}`,
          info: {
            cardNetwork: config.network,
            cardDetails: config.card.slice(-4),
            ...(config.billingAddress ? { billingAddress: config.billingAddress } : {}),
          },
          tokenizationData: { type: 'PAYMENT_GATEWAY', token: token() },
        },
      };
      if (intents.includes('PAYMENT_AUTHORIZATION')) {
        const answer = await callbacks.onPaymentAuthorized(data);
        record.authorized.push(answer);
        report();
        // The sheet shows the merchant's error; the shopper then closes it.
        if (answer?.transactionState !== 'SUCCESS') throw Object.assign(new Error('User closed the Payment Request UI.'), { statusCode: 'CANCELED' });
      }
      record.token = data.paymentMethodData.tokenizationData.token;
      report();
      return data;
    }

    prefetchPaymentData() {}
  }

  window.google = Object.assign(window.google || {}, { payments: { api: { PaymentsClient } } });
})();
