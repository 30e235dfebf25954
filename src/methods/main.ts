// The on-demand forms for bank-account, redirect and wallet brands and stored cards, imported by
// the widget when a form needs them.
import { h, render } from 'preact';
import { isBankBrand, isRedirectBrand } from '../shared/brands.ts';
import { FORM_FAILED } from '../shared/error-catalogue/methods.ts';
import type { ReportError } from '../shared/errors.ts';
import { isMobileWalletBrand } from '../shared/mobile-wallet.ts';
import type { MountedMethods, MountMethods, MountRegistrations } from '../widget/on-demand/contract.ts';
import { createBankForm } from './bank.tsx';
import { createMobileWallet } from './mobile-wallet.tsx';
import type { MethodPart as Part } from './part.ts';
import { createRedirectBrand } from './redirect.tsx';
import { createRegistrations } from './registrations.tsx';
import { createApplePay } from './wallets/apple-pay.tsx';
import { createGooglePay } from './wallets/google-pay.tsx';
import { walletNotice } from './wallets/notice.ts';

/** A brand's form; a wallet's once the browser says it can pay with it (null: left out). */
function partOf(brand: string, services: Parameters<MountMethods>[2]): Part | Promise<Part | null> | null {
  if (isBankBrand(brand)) return createBankForm(services, brand);
  if (isRedirectBrand(brand)) return createRedirectBrand(services, brand);
  if (isMobileWalletBrand(brand)) return createMobileWallet(services, brand);
  if (brand === 'APPLEPAY') return createApplePay(services);
  if (brand === 'GOOGLEPAY') return createGooglePay(services);
  return walletNotice(brand, 'this brand is not supported');
}

/**
 * Each part in its own element under `target`, in the order given. A part that is still a promise
 * (a wallet asking the browser whether it can pay: Google's pay.js may take seconds) keeps its
 * place and shows when it answers, so it holds back none of the others; one that answers null
 * leaves its place.
 */
function renderParts(target: HTMLElement, parts: ReadonlyArray<Part | Promise<Part | null> | null>, reportError: ReportError): MountedMethods {
  const submitters: MountedMethods['submitters'] = [];
  const disposers: Array<() => void> = [];
  let destroyed = false;
  const settled = parts.map((part) => {
    const host = target.ownerDocument.createElement('div');
    target.appendChild(host);
    const show = (shown: Part | null) => {
      if (destroyed || !shown) {
        shown?.destroy?.();
        host.remove();
        return;
      }
      // Rendered once: each view is a component, which @preact/signals renders again when a signal
      // it reads changes.
      render(h(shown.View, {}), host);
      submitters.push({ container: host.firstElementChild, submit: shown.submit });
      disposers.push(() => {
        render(null, host);
        host.remove();
        shown.destroy?.();
      });
    };
    if (!(part instanceof Promise)) return show(part);
    return part.then(show, (error: unknown) => {
      show(null);
      reportError(FORM_FAILED, { error });
    });
  });
  return {
    submitters,
    settled: Promise.all(settled).then(() => undefined),
    destroy: () => {
      destroyed = true;
      for (const d of disposers.splice(0)) d();
    },
  };
}

// The forms keep the page's order of brands; each shows as soon as it is made (a wallet once the
// browser answered).
export const brands: MountMethods = (target, list, services) =>
  renderParts(
    target,
    list.map((brand) => partOf(brand, services)),
    services.merchant.reportError,
  );

export const registrations: MountRegistrations = (target, cards, services) =>
  renderParts(target, [createRegistrations(services, cards)], services.merchant.reportError);
