// The form of a brand that pays with one button (a redirect brand, a wallet), with the original's
// classes: container, form and brand group by kind and brand, and the form's message below.
import type { ComponentChildren, Ref } from 'preact';
import type { FormMessage, Translate } from '../shared/messages.ts';
import { cls } from '../shared/ui/parts.tsx';

export interface BrandFormProps {
  kind: 'virtualAccount' | 'onlineTransfer';
  brand: string;
  dir: 'ltr' | 'rtl';
  t: Translate;
  busy: boolean;
  /** the failure the form shows, if any */
  message: FormMessage | null;
  formRef: (form: HTMLFormElement | null) => void;
  /** the brand group, for a button another script makes (Google's) */
  groupRef?: Ref<HTMLDivElement>;
  onSubmit: () => void;
  children?: ComponentChildren;
}

export function BrandForm(p: BrandFormProps) {
  return (
    <div class={`wpwl-container wpwl-container-${p.kind} wpwl-container-${p.kind}-${p.brand}`} dir={p.dir}>
      <form
        ref={p.formRef}
        class={`wpwl-form wpwl-form-${p.kind} wpwl-form-${p.kind}-${p.brand}`}
        noValidate
        aria-busy={p.busy}
        onSubmit={(event) => {
          event.preventDefault();
          p.onSubmit();
        }}
      >
        <div class={`wpwl-group wpwl-group-brand wpwl-wrapper-brand-${p.brand}`} ref={p.groupRef}>
          {p.children}
        </div>
        <div class={cls('wpwl-message', p.message && 'wpwl-has-error')} role="alert">
          {p.message ? p.t(p.message.key, p.message.vars) : null}
        </div>
      </form>
    </div>
  );
}
