// Entry of paymentWidgets.flows.js: the forms for bank-account, redirect and wallet brands. It
// registers with the paymentWidgets.js that loaded it, and uses the libraries it lends.
import { effect } from '@preact/signals-core';
import { h, render } from 'preact';
import { isBankBrand, isRedirectBrand } from '../shared/brands.ts';
import type { FlowKit, FlowServices, MountFlows } from '../widget/flows-api.ts';
import { createBankForm } from './bank.tsx';
import { createRedirectBrand } from './redirect.tsx';
import { walletNotice } from './wallets.ts';

const mount: MountFlows = (target, brands, services: FlowServices) => {
  const parts = brands.flatMap((brand) => {
    if (isBankBrand(brand)) return [createBankForm(services, brand)];
    if (isRedirectBrand(brand)) return [createRedirectBrand(services, brand)];
    walletNotice(services, brand);
    return [];
  });
  const disposers = parts.map((part) => {
    const host = target.ownerDocument.createElement('div');
    target.appendChild(host);
    const dispose = effect(() => render(h(part.View, {}), host));
    return () => {
      dispose();
      render(null, host);
      host.remove();
    };
  });
  return {
    submitters: parts.map((p) => ({ containerClass: p.containerClass, submit: p.submit })),
    destroy: () => disposers.forEach((d) => d()),
  };
};

(window as unknown as { wpwl?: { __kit?: FlowKit } }).wpwl?.__kit?.register(mount);
