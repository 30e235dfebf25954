// The on-demand forms for bank-account, redirect and wallet brands and stored cards, imported by
// the widget when a form needs them.
import { h, render, type JSX } from 'preact';
import { isBankBrand, isRedirectBrand } from '../shared/brands.ts';
import type { MountedFlows, MountFlows, MountRegistrations } from '../widget/flows-api.ts';
import { createBankForm } from './bank.tsx';
import { createRedirectBrand } from './redirect.tsx';
import { createRegistrations } from './registrations.tsx';
import { walletNotice } from './wallets.ts';

interface Part {
  View: () => JSX.Element;
  submit: () => void | Promise<void>;
  containerClass: string;
  destroy?: () => void;
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

export const brands: MountFlows = (target, list, services) =>
  renderParts(
    target,
    list.flatMap((brand): Part[] => {
      if (isBankBrand(brand)) return [createBankForm(services, brand)];
      if (isRedirectBrand(brand)) return [createRedirectBrand(services, brand)];
      walletNotice(brand);
      return [];
    }),
  );

export const registrations: MountRegistrations = (target, cards, services) => renderParts(target, [createRegistrations(services, cards)]);
