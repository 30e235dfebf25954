// The card form's view. Class names follow the original widget, so merchant CSS written for it
// still applies; every control has a label, and errors are tied to their field.
//
// Rendered once. Every text, attribute and class that changes is bound to the signal that holds it
// (@preact/signals): a keystroke or an error changes only the nodes that show it, and no node is
// created or moved for it, so what a merchant's script did to the form (groups moved, classes
// added, elements inserted, the button's text changed) survives validation, errors and a change of
// language. Nodes that come and go (hints, the brand's logo) are the last of their parent.
import { type ReadonlySignal, useComputed, useSignalEffect } from '@preact/signals';
import type { TargetedEvent } from 'preact';
import { useCallback, useMemo } from 'preact/hooks';
import { cardBrand } from '../../shared/brands.ts';
import { formatExpiry } from '../../shared/card-fields.ts';
import type { FrameField } from '../../shared/protocol.ts';
import { BrandLogo } from '../../shared/ui/BrandLogo.tsx';
import { cls, FieldHint, Label, payText, Text, useClassToggles } from '../../shared/ui/parts.tsx';
import type { FrameHost } from '../frames/host.ts';
import type { I18n, MessageKey, Translate } from '../i18n/index.ts';
import type { WidgetOptions } from '../options/schema.ts';
import type { PageField } from './fields.ts';
import { type CardFlow, FRAME_TEXTS } from './flow.ts';
import type { CardModel } from './model.ts';

export interface CardFormProps {
  id: string;
  model: CardModel;
  flow: CardFlow;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  i18n: Pick<I18n, 'dir' | 'formatAmount'>;
  formRef: (form: HTMLFormElement | null) => void;
  /** data-wpwl-scheme: the page's colour scheme (scheme.ts) */
  scheme: ReadonlySignal<'light' | 'dark'>;
}

interface PageInput {
  label: MessageKey;
  autocomplete: string;
  placeholder?: MessageKey;
  maxLength: number;
  inputMode?: 'numeric';
  extra?: string;
}

const PAGE_INPUTS: Record<PageField, PageInput> = {
  expiry: { label: 'expiryDate', autocomplete: 'cc-exp', placeholder: 'mmyy', maxLength: 7, inputMode: 'numeric' },
  cardHolder: { label: 'cardHolder', autocomplete: 'cc-name', placeholder: 'cardHolderPlaceholder', maxLength: 128 },
  givenName: { label: 'givenName', autocomplete: 'cc-given-name', maxLength: 50 },
  surname: { label: 'surname', autocomplete: 'cc-family-name', maxLength: 50 },
  taxNumber: { label: 'taxNumber', autocomplete: 'off', maxLength: 14, inputMode: 'numeric' },
  billingCountry: { label: 'billingCountry', autocomplete: 'country', maxLength: 2, extra: 'wpwl-group-billing' },
  billingState: { label: 'billingState', autocomplete: 'address-level1', maxLength: 50, extra: 'wpwl-group-billing' },
  billingCity: { label: 'billingCity', autocomplete: 'address-level2', maxLength: 80, extra: 'wpwl-group-billing' },
  billingPostCode: { label: 'billingPostCode', autocomplete: 'postal-code', maxLength: 16, extra: 'wpwl-group-billing' },
  billingStreet1: { label: 'billingStreet1', autocomplete: 'address-line1', maxLength: 100, extra: 'wpwl-group-billing' },
  billingStreet2: { label: 'billingStreet2', autocomplete: 'address-line2', maxLength: 100, extra: 'wpwl-group-billing' },
};

/** MM and YYYY of "MM / YY", or empty strings while incomplete. */
function expiryParts(value: string | undefined): [string, string] {
  const m = /^(\d{2}) \/ (\d{2})$/.exec(value ?? '');
  return m ? [m[1] ?? '', `20${m[2] ?? ''}`] : ['', ''];
}

type Parts = CardFormProps;

export function CardForm(props: CardFormProps) {
  // The one change of structure: the form steps aside for the bank's (or provider's) page, as in
  // the original widget. This component reads only whether it does.
  const aside = useComputed(() => props.model.submission.value.status === 'threeDSecure');
  return aside.value ? <ThreeDSecure {...props} /> : <Form {...props} />;
}

function ThreeDSecure({ id, model, flow, host, options, t, i18n, scheme }: Parts) {
  let loaded = false;
  return (
    <div class="wpwl-container wpwl-container-card" id={id} dir={i18n.dir} data-wpwl-scheme={scheme}>
      <iframe
        ref={(el) => {
          host.attach('target', el);
          const size = options.threeDIframeSize;
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

function Form(props: Parts) {
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
    <div class={cls('wpwl-container', 'wpwl-container-card', `wpwl-style-${options.style}`)} id={id} dir={i18n.dir} data-wpwl-scheme={scheme}>
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
        {/* One persistent live region announces field errors as they appear, the frames' included
            (a screen reader cannot follow aria-describedby into a frame). */}
        <div class="wpwl-sr-only" aria-live="polite">
          {useComputed(() => {
            const errors = model.visibleErrors.value;
            return model.fields.flatMap((f) => (errors[f] ? [t(errors[f])] : [])).join('. ');
          })}
        </div>
      </form>
    </div>
  );
}

function BrandGroup({ id, model, flow, options, t }: Parts) {
  const selected = useComputed(() => model.brand.value ?? '');
  return (
    <div class="wpwl-group wpwl-group-brand">
      <Label group="brand" htmlFor={`${id}-brand`} visible={options.showLabels}>
        <Text t={t} k="brand" />
      </Label>
      <div class="wpwl-wrapper wpwl-wrapper-brand">
        <select
          data-wpwl-own=""
          id={`${id}-brand`}
          class="wpwl-control wpwl-control-brand"
          name="paymentBrand"
          value={selected}
          onChange={(event) => flow.setBrand(event.currentTarget.value)}
        >
          <BrandOptions brands={model.brands} />
        </select>
      </div>
      <BrandShown brand={model.brand} brands={model.brands} />
    </div>
  );
}

function BrandOptions({ brands }: { brands: ReadonlySignal<readonly string[]> }) {
  return (
    <>
      {brands.value.map((b) => (
        <option value={b} key={b}>
          {cardBrand(b)?.label ?? b}
        </option>
      ))}
    </>
  );
}

/**
 * The detected or chosen brand's logo, lit while the shopper types: one element for good (merchant
 * code moves or clones .wpwl-brand-card), whose wpwl-brand-{BRAND} class follows the brand.
 */
function BrandShown({ brand, brands }: { brand: ReadonlySignal<string | null>; brands: ReadonlySignal<readonly string[]> }) {
  const box = useClassToggles<HTMLDivElement>(() => Object.fromEntries(brands.value.map((b) => [`wpwl-brand-${b}`, b === brand.value])));
  const hidden = useComputed(() => brand.value === null);
  return (
    <div ref={box} class="wpwl-brand wpwl-brand-card" hidden={hidden}>
      <BrandMark brand={brand} />
    </div>
  );
}

function BrandMark({ brand }: { brand: ReadonlySignal<string | null> }) {
  const b = brand.value;
  return b ? <BrandLogo brand={b} label={cardBrand(b)?.label ?? b} /> : null;
}

/** A co-badged card: the shopper picks the brand (always on the page, hidden until needed). */
function BrandChoice({ id, model, flow, t }: Parts) {
  const choices = flow.brandChoices.value;
  const brand = model.brand.value;
  return (
    <div class="wpwl-group wpwl-group-brandChoice" role="radiogroup" aria-label={t('brandChoice')} hidden={choices.length === 0}>
      {choices.map((b) => (
        <label class={cls('wpwl-brand-choice', brand === b && 'wpwl-selected')} key={b}>
          <input type="radio" data-wpwl-own="" name={`${id}-brand-choice`} value={b} checked={brand === b} onChange={() => flow.setBrand(b)} />
          <BrandLogo brand={b} />
          {cardBrand(b)?.label ?? b}
        </label>
      ))}
    </div>
  );
}

function FrameGroup({ id, model, flow, host, options, t, field }: Parts & { field: FrameField }) {
  const error = useComputed(() => model.visibleErrors.value[field]);
  const hintId = `${id}-${field}-hint`;
  const group = useClassToggles<HTMLDivElement>(() => ({ 'wpwl-has-error': Boolean(error.value) }));
  const control = useClassToggles<HTMLIFrameElement>(() => ({ 'wpwl-focus': model.frames[field].value.focused, 'wpwl-has-error': Boolean(error.value) }));
  const state = useComputed(() => frameState(model, field));
  useOwnedMarks(group, control, field, hintId, error, () => state.value);
  // The frame element is not Preact's: it may be the one paymentWidgets.js started before the form
  // existed (host.element), which must move into place without loading again.
  const iframe = useMemo(() => {
    const el = host.element(field);
    el.className = `wpwl-control wpwl-control-iframe wpwl-control-${field}`;
    el.name = host.name(field);
    return el;
  }, [host, field]);
  const wrapper = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return host.attach(field, null);
      if (iframe.parentNode !== el) place(el, iframe);
      control.current = iframe;
      host.attach(field, iframe);
    },
    [host, field, iframe, control],
  );
  useSignalEffect(() => {
    iframe.title = t(FRAME_TEXTS[field].title);
  });
  useSignalEffect(() => {
    const describedBy = error.value ? hintId : null;
    if (describedBy) iframe.setAttribute('aria-describedby', describedBy);
    else iframe.removeAttribute('aria-describedby');
  });
  return (
    <div ref={group} class={`wpwl-group wpwl-group-${field}`}>
      <Label group={field} id={`${id}-${field}-label`} visible={options.showLabels}>
        <Text t={t} k={FRAME_TEXTS[field].label} />
      </Label>
      <div ref={wrapper} class={`wpwl-wrapper wpwl-wrapper-${field}`} />
      {field === 'cvv' && options.showCVVHint ? <div class="wpwl-hint wpwl-hint-cvv">{flow.cvvHint}</div> : null}
      <FieldHint id={hintId} field={field} error={error} t={t} />
    </div>
  );
}

/** What the shopper changed in a frame, as far as the page may know it (not focus, not readiness). */
const frameState = (model: CardModel, field: FrameField) => `${model.frames[field].value.empty}:${model.frames[field].value.error}`;

/**
 * The widget's validation owns a field's error marks, as in the original: when the shopper changes
 * the field (`changed` reads what changes), marks the merchant's code added (wpwl-has-error on the
 * group or control, a .wpwl-hint-{field}Error of its own) go while the field has no error.
 * Classes and elements the merchant added for other reasons stay.
 */
function useOwnedMarks(
  group: { current: HTMLElement | null },
  control: { current: Element | null },
  field: string,
  hintId: string,
  error: ReadonlySignal<unknown>,
  changed: () => unknown,
) {
  useSignalEffect(() => {
    changed();
    if (error.value) return;
    group.current?.classList.remove('wpwl-has-error');
    control.current?.classList.remove('wpwl-has-error');
    for (const hint of group.current?.querySelectorAll(`.wpwl-hint-${field}Error`) ?? []) if (hint.id !== hintId) hint.remove();
  });
}

/** The step this form's submission started (its address carries the attempt's key). */
function stepSrc(model: CardModel): string {
  const submission = model.submission.peek();
  return submission.status === 'threeDSecure' ? submission.url : 'about:blank';
}

/** Puts a frame in its place: one already on the page moves without loading its document again. */
function place(parent: HTMLElement, iframe: HTMLIFrameElement) {
  if (iframe.isConnected && parent.isConnected && 'moveBefore' in parent) parent.moveBefore(iframe, null);
  else parent.appendChild(iframe);
}

function PageGroup({ id, model, flow, options, t, field }: Parts & { field: PageField }) {
  const spec = PAGE_INPUTS[field];
  const error = useComputed(() => model.visibleErrors.value[field]);
  const hintId = `${id}-${field}-hint`;
  const group = useClassToggles<HTMLDivElement>(() => ({ 'wpwl-has-error': Boolean(error.value) }));
  const control = useClassToggles<HTMLInputElement>(() => ({ 'wpwl-has-error': Boolean(error.value) }));
  const value = useComputed(() => model.values.value[field] ?? '');
  useOwnedMarks(group, control, field, hintId, error, () => value.value);
  const placeholder = useComputed(() => (options.showPlaceholders && spec.placeholder ? t(spec.placeholder) : undefined));
  const invalid = useComputed((): 'true' | 'false' => (error.value ? 'true' : 'false'));
  const describedBy = useComputed(() => (error.value ? hintId : undefined));
  const onInput = (event: TargetedEvent<HTMLInputElement, Event>) => {
    const input = event.currentTarget;
    if (field === 'expiry') {
      const deleting = (event as unknown as InputEvent).inputType?.startsWith('delete') ?? false;
      input.value = formatExpiry(input.value, deleting);
    }
    model.fieldChanged(field, input.value);
  };
  return (
    <div ref={group} class={cls('wpwl-group', spec.extra, `wpwl-group-${field}`)}>
      <Label group={field} htmlFor={`${id}-${field}`} visible={options.showLabels}>
        <Text t={t} k={spec.label} />
      </Label>
      <div class={`wpwl-wrapper wpwl-wrapper-${field}`}>
        <input
          data-wpwl-own=""
          ref={control}
          id={`${id}-${field}`}
          data-field={field}
          type="text"
          class={`wpwl-control wpwl-control-${field}`}
          name={field === 'expiry' ? 'card.expiry' : field === 'cardHolder' ? 'card.holder' : field}
          autocomplete={spec.autocomplete}
          inputMode={spec.inputMode}
          placeholder={placeholder}
          maxLength={spec.maxLength}
          data-action={field === 'expiry' ? 'blur-card-expiry' : undefined}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onInput={onInput}
          onBlur={() => flow.blurPage(field)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && options.disableSubmitOnEnter) event.preventDefault();
          }}
        />
      </div>
      <FieldHint id={hintId} field={field} error={error} t={t} />
    </div>
  );
}

function PayButton({ model, t, i18n, busy, options }: Parts & { busy: ReadonlySignal<boolean>; loading: ReadonlySignal<boolean> }) {
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
    return busy.value ? t('processing') : payText(t, options.labels, amount);
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
function FormSpinner({ model, options, t, loading }: Parts & { loading: ReadonlySignal<boolean> }) {
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

function Message({ model, t }: Parts) {
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
