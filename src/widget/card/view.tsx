// The card form's view: its container, the form with its groups in the fields' order, the pay
// button, the spinner, the form's message, and the 3-D Secure step in place of the form. The field
// groups are view-fields.tsx's, the brand's parts view-brand.tsx's. Class names follow the original
// widget, so merchant CSS written for it still applies; every control has a label, and errors are
// tied to their field.
//
// Rendered once. Every text, attribute and class that changes is bound to the signal that holds it
// (@preact/signals): a keystroke or an error changes only the nodes that show it, and no node is
// created or moved for it, so what a merchant's script did to the form (groups moved, classes
// added, elements inserted, the button's text changed) survives validation, errors and a change of
// language. Nodes that come and go (hints, the brand's logo) are the last of their parent.
import { type ReadonlySignal, useComputed, useSignalEffect } from '@preact/signals';
import { cls, payText, SR_ONLY, useClassToggles } from '../../page-kit/ui/parts.tsx';
import { isRegistrationCheckout } from '../../shared/api/checkout.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { PageField } from './fields.ts';
import type { CardModel } from './model.ts';
import { BrandChoice, BrandGroup } from './view-brand.tsx';
import { FrameGroup, frameState, PageGroup } from './view-fields.tsx';
import type { CardFormProps } from './view-props.ts';

/** MM and YYYY of "MM / YY", or empty strings while incomplete. */
function expiryParts(value: string | undefined): [string, string] {
  const m = /^(\d{2}) \/ (\d{2})$/.exec(value ?? '');
  return m ? [m[1] ?? '', `20${m[2] ?? ''}`] : ['', ''];
}

export function CardForm(props: CardFormProps) {
  // The one change of structure: the form steps aside for the bank's (or provider's) page, as in
  // the original widget. This component reads only whether it does.
  const aside = useComputed(() => props.model.submission.value.status === 'threeDSecure');
  return aside.value ? <ThreeDSecure {...props} /> : <Form {...props} />;
}

function ThreeDSecure({ id, model, flow, host, options, t, i18n, scheme }: CardFormProps) {
  let loaded = false;
  return (
    <div class="wpwl-container wpwl-container-card wpwl-clearfix" id={id} dir={i18n.dir} lang={i18n.lang} data-wpwl-scheme={scheme}>
      <iframe
        ref={(el) => {
          host.attach('target', el);
          // The original's size (100% by 580px) comes from the stylesheet; with style 'none' there is none.
          const size = options.style === 'none' ? { width: '100%', height: '580px', ...options.threeDIframeSize } : options.threeDIframeSize;
          if (el && size?.width) el.style.width = size.width;
          if (el && size?.height) el.style.height = size.height;
        }}
        class="wpwl-target"
        name={`wpwl-target-${id}`}
        title={t('threeDSecureTitle')}
        src={stepSrc(model)}
        onLoad={(event) => {
          if (loaded) return;
          loaded = true;
          flow.call('onLoadThreeDIframe', options.onLoadThreeDIframe, event.currentTarget);
        }}
      />
    </div>
  );
}

function Form(props: CardFormProps) {
  const { id, model, flow, host, options, t, i18n, formRef, scheme } = props;
  const busy = useComputed(() => model.submission.value.status !== 'idle');
  const loading = useComputed(() => model.load.value.status === 'loading');
  const formClasses = useClassToggles<HTMLFormElement>(() => ({ 'wpwl-form-busy': busy.value }));
  const ariaBusy = useComputed((): 'true' | 'false' => (busy.value || loading.value ? 'true' : 'false'));
  const expiry = useComputed(() => expiryParts(model.values.value.expiry));
  const month = useComputed(() => expiry.value[0]);
  const year = useComputed(() => expiry.value[1]);
  const groupOf = (f: string) =>
    (model.frameFields as string[]).includes(f) ? (
      <FrameGroup key={f} {...props} field={f as FrameField} />
    ) : (
      <PageGroup key={f} {...props} field={f as PageField} />
    );
  return (
    <div
      class={cls('wpwl-container', 'wpwl-container-card', 'wpwl-clearfix', `wpwl-style-${options.style}`)}
      id={id}
      dir={i18n.dir}
      lang={i18n.lang}
      data-wpwl-scheme={scheme}
    >
      <form
        ref={(el) => {
          formClasses.current = el;
          formRef(el);
        }}
        class="wpwl-form wpwl-form-card wpwl-form-has-inputs wpwl-clearfix"
        // The original's action and method, which merchant code reads; the widget submits itself.
        action={host.paymentSrc()}
        method="post"
        noValidate
        aria-busy={ariaBusy}
        onSubmit={(event) => {
          event.preventDefault();
          flow.submit();
        }}
      >
        {/* In plain style too: integrations move or clone the brand elements (.wpwl-brand-card). */}
        <BrandGroup {...props} />
        {model.fields.slice(0, 1).map(groupOf)}
        <BrandChoice {...props} />
        {model.fields.slice(1).map(groupOf)}
        {/* The original keeps the parsed expiry in hidden inputs; merchant scripts read them. */}
        <input type="hidden" name="card.expiryMonth" value={month} data-wpwl-own="" />
        <input type="hidden" name="card.expiryYear" value={year} data-wpwl-own="" />
        <PayButton {...props} busy={busy} loading={loading} />
        <FormSpinner {...props} loading={loading} />
        <Message {...props} />
        {/* One persistent live region announces field errors as they appear, the frames' included;
            focused in a frame, a screen reader hears its error again as the input's description
            (frame/error-text.ts). */}
        <div class="wpwl-sr-only" style={SR_ONLY} aria-live="polite">
          {useComputed(() => {
            const errors = model.visibleErrors.value;
            return model.fields.flatMap((f) => (errors[f] ? [t(errors[f])] : [])).join('. ');
          })}
        </div>
      </form>
    </div>
  );
}

/** The step this form's submission started (its address carries the attempt's key). */
function stepSrc(model: CardModel): string {
  const submission = model.submission.peek();
  return submission.status === 'threeDSecure' ? submission.url : 'about:blank';
}

function PayButton({ model, t, i18n, busy, options }: CardFormProps & { busy: ReadonlySignal<boolean>; loading: ReadonlySignal<boolean> }) {
  const button = useClassToggles<HTMLButtonElement>(() => ({ 'wpwl-button-error': Object.keys(model.visibleErrors.value).length > 0 }));
  const disabled = useComputed(() => busy.value || model.load.value.status !== 'ready');
  // The widget owns the button's state, as the original: a button the merchant's code disabled is
  // enabled again when the shopper changes a field and the form can pay.
  const typed = useComputed(() => `${JSON.stringify(model.values.value)}|${model.frameFields.map((f) => frameState(model, f)).join()}`);
  useSignalEffect(() => {
    void typed.value;
    if (button.current) button.current.disabled = disabled.value;
  });
  // One text node, always: a merchant's script may have replaced it with its own words.
  const label = useComputed(() => {
    const load = model.load.value;
    const amount = load.status === 'ready' ? i18n.formatAmount(load.config.amount, load.config.currency) : null;
    return busy.value ? t('processing') : payText(t, options.labels, amount, load.status === 'ready' && isRegistrationCheckout(load.config));
  });
  return (
    <div class="wpwl-group wpwl-group-submit">
      <div class="wpwl-wrapper wpwl-wrapper-submit">
        <button ref={button} type="submit" name="pay" class="wpwl-button wpwl-button-pay" disabled={disabled}>
          {label}
        </button>
      </div>
    </div>
  );
}

/** While the configuration loads and while a payment is under way; on the page throughout, hidden between. */
function FormSpinner({ model, options, t, loading }: CardFormProps & { loading: ReadonlySignal<boolean> }) {
  const color = typeof options.spinner?.color === 'string' ? options.spinner.color : undefined;
  const hidden = useComputed(() => !(loading.value || model.submission.value.status === 'submitting'));
  const label = useComputed(() => t(loading.value ? 'loading' : 'processing'));
  return (
    <div
      class="wpwl-spinner spinner"
      role="status"
      aria-label={label}
      hidden={hidden}
      ref={(el) => {
        // spinner.color, through CSSOM: a style attribute would need 'unsafe-inline'.
        if (el && color) el.style.setProperty('--wpwl-spinner-color', color);
      }}
    />
  );
}

function Message({ model, t }: CardFormProps) {
  const box = useClassToggles<HTMLDivElement>(() => ({ 'wpwl-has-error': model.message.value !== null }));
  const text = useComputed(() => {
    const message = model.message.value;
    return message ? t(message.key, message.vars) : '';
  });
  return (
    <div ref={box} class="wpwl-message" role="alert">
      {text}
    </div>
  );
}
