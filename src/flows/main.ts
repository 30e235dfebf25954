// The on-demand forms for bank-account, redirect and wallet brands and stored cards, imported by
// the widget when a form needs them.
import { h, render } from 'preact';
import { isBankBrand, isRedirectBrand } from '../shared/brands.ts';
import type { MountedFlows, MountFlows, MountRegistrations } from '../widget/flows-api.ts';
import { createBankForm } from './bank.tsx';
import { createRedirectBrand } from './redirect.tsx';
import { createRegistrations } from './registrations.tsx';
import { createApplePay } from './wallets/apple-pay.tsx';
import { createGooglePay } from './wallets/google-pay.tsx';
import { walletNotice } from './wallets/notice.ts';
import type { FlowPart as Part } from './part.ts';

/** A brand's form; a wallet's once the browser says it can pay with it (null: left out). */
function partOf(brand: string, services: Parameters<MountFlows>[2]): Part | Promise<Part | null> | null {
  if (isBankBrand(brand)) return createBankForm(services, brand);
  if (isRedirectBrand(brand)) return createRedirectBrand(services, brand);
  if (brand === 'APPLEPAY') return createApplePay(services);
  if (brand === 'GOOGLEPAY') return createGooglePay(services);
  return walletNotice(brand, 'this brand is not supported');
}

function renderParts(target: HTMLElement, parts: Part[]): MountedFlows {
  const disposers = parts.map((part) => {
    const host = target.ownerDocument.createElement('div');
    target.appendChild(host);
    // Rendered once: each view is a component, which @preact/signals renders again when a signal
    // it reads changes.
    render(h(part.View, {}), host);
    return () => {
      render(null, host);
      host.remove();
      part.destroy?.();
    };
  });
  return {
    submitters: parts.map((p) => ({ containerClass: p.containerClass, submit: p.submit })),
    destroy: () => {
      for (const d of disposers) d();
    },
  };
}

// The forms keep the page's order of brands; they show together once the wallets have answered.
export const brands: MountFlows = async (target, list, services) =>
  renderParts(
    target,
    (await Promise.all(list.map((brand) => partOf(brand, services)))).filter((p): p is Part => p !== null),
  );

export const registrations: MountRegistrations = (target, cards, services) => renderParts(target, [createRegistrations(services, cards)]);
