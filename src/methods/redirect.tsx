// Redirect brands (virtual accounts such as PAYPAL, SOFORTUEBERWEISUNG, IDEAL, KLARNA_…): one logo
// button each. A click runs onBeforeSubmitVirtualAccount, submits, and follows the provider's step
// (provider.ts).
import { brandLabel } from '../page-kit/brand-labels.ts';
import { BrandLogo } from '../page-kit/ui/BrandLogo.tsx';
import { cls } from '../page-kit/ui/parts.tsx';
import type { FormServices } from '../widget/on-demand/contract.ts';
import { BrandForm, InlineStep } from './brand-form.tsx';
import { createProviderPayment } from './provider.ts';

export function createRedirectBrand(services: FormServices, brand: string) {
  const { texts } = services;
  const provider = createProviderPayment(services, brand);
  let form: HTMLFormElement | null = null;
  const submit = () => provider.pay(form, {});

  function View() {
    const current = provider.state.value;
    if (current.status === 'inline') return <InlineStep kind={provider.kind} brand={brand} texts={texts} url={current.url} frameRef={provider.frameRef} />;
    return (
      <BrandForm
        kind={provider.kind}
        brand={brand}
        texts={texts}
        state={current}
        formRef={(el) => {
          form = el;
        }}
        onSubmit={() => void submit()}
      >
        <button
          type="submit"
          class={cls('wpwl-button', 'wpwl-button-brand', `wpwl-button-brand-${brand}`)}
          disabled={current.status === 'busy'}
          aria-label={texts.t('payWith', { brand: brandLabel(brand) })}
        >
          <BrandLogo brand={brand} />
        </button>
      </BrandForm>
    );
  }

  return { View, submit };
}
