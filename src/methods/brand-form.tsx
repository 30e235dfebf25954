// The form of a brand that pays with one button (a redirect brand, a wallet), with the original's
// classes: container, form and brand group by kind and brand, and the form's message below.
import type { ComponentChildren, Ref } from 'preact';
import { brandLabel } from '../page-kit/brand-labels.ts';
import type { FormMessage } from '../page-kit/messages.ts';
import { cls } from '../page-kit/ui/parts.tsx';
import type { FormTexts } from '../widget/on-demand/contract.ts';

/** Where a one-button form is: waiting, paying (busy), or showing why it failed. */
export type OneButtonState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; message: FormMessage };

export interface BrandFormProps {
  kind: 'virtualAccount' | 'onlineTransfer';
  brand: string;
  texts: Pick<FormTexts, 'dir' | 'language' | 't'>;
  state: OneButtonState;
  formRef: (form: HTMLFormElement | null) => void;
  /** the brand group, for a button another script makes (Google's) */
  groupRef?: Ref<HTMLDivElement>;
  onSubmit: () => void;
  children?: ComponentChildren;
  /** what follows the brand group inside the form (a mobile wallet's mode and number) */
  after?: ComponentChildren;
  /** the form has inputs of its own (the original's wpwl-form-has-inputs) */
  hasInputs?: boolean;
}

export function BrandForm(p: BrandFormProps) {
  const message = p.state.status === 'failed' ? p.state.message : null;
  return (
    <div class={`wpwl-container wpwl-container-${p.kind} wpwl-container-${p.kind}-${p.brand} wpwl-clearfix`} dir={p.texts.dir()} lang={p.texts.language()}>
      <form
        ref={p.formRef}
        class={cls('wpwl-form', `wpwl-form-${p.kind}`, `wpwl-form-${p.kind}-${p.brand}`, p.hasInputs && 'wpwl-form-has-inputs')}
        noValidate
        aria-busy={p.state.status === 'busy'}
        onSubmit={(event) => {
          event.preventDefault();
          p.onSubmit();
        }}
      >
        <div class={`wpwl-group wpwl-group-brand wpwl-wrapper-brand-${p.brand}`} ref={p.groupRef}>
          {p.children}
        </div>
        {p.after}
        <div class={cls('wpwl-message', message && 'wpwl-has-error')} role="alert">
          {message ? p.texts.t(message.key, message.vars) : null}
        </div>
      </form>
    </div>
  );
}

/** A provider's step inside the widget (the brand is listed in inlineFlow), where its form was. */
export function InlineStep(p: {
  kind: string;
  brand: string;
  texts: Pick<FormTexts, 'dir' | 'language' | 't'>;
  url: string;
  frameRef: (el: HTMLIFrameElement | null) => void;
}) {
  return (
    <div class={`wpwl-container wpwl-container-${p.kind} wpwl-container-${p.kind}-${p.brand} wpwl-clearfix`} dir={p.texts.dir()} lang={p.texts.language()}>
      <iframe
        ref={p.frameRef}
        class="wpwl-target"
        name={`wpwl-target-${p.brand}`}
        title={p.texts.t('redirectTitle', { brand: brandLabel(p.brand) })}
        src={p.url}
      />
    </div>
  );
}
