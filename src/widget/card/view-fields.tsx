// The card form's field groups: a frame's (number, code; expiry and holder with
// enableSAQACompliance) and a page field's (expiry, holder or names, tax number, billing address),
// each with its label, placeholder, hints and error marks.
import { type ReadonlySignal, useComputed, useSignalEffect } from '@preact/signals';
import type { TargetedEvent } from 'preact';
import { useCallback, useMemo } from 'preact/hooks';
import { FRAME_TEXTS } from '../../page-kit/frame-init.ts';
import { cls, FieldHint, Label, Text, useClassToggles } from '../../page-kit/ui/parts.tsx';
import { cardBrand } from '../../shared/brands.ts';
import { formatExpiry } from '../../shared/card-fields.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';
import type { PageField } from './fields.ts';
import type { CardModel } from './model.ts';
import type { CardFormProps } from './view-props.ts';

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

export function FrameGroup({ id, model, host, options, t, field }: CardFormProps & { field: FrameField }) {
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
  // The same words inside the frame, where a screen reader focused in it reads them (frame/error-text.ts).
  const ready = useComputed(() => model.frames[field].value.ready);
  useSignalEffect(() => {
    if (ready.value) host.send(field, { t: 'error', text: error.value ? t(error.value) : '' });
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
      {field === 'cvv' && options.showCVVHint ? <CvvHint model={model} t={t} /> : null}
      <FieldHint id={hintId} field={field} error={error} t={t} />
    </div>
  );
}

/** The security-code hint for the selected brand (showCVVHint): four digits on the front of an Amex. */
function CvvHint({ model, t }: { model: CardModel; t: Translate }) {
  const hint = useComputed(() => (cardBrand(model.brand.value ?? '')?.cvvLength === 4 ? t('cvvHintAmex') : t('cvvHint')));
  return <div class="wpwl-hint wpwl-hint-cvv">{hint}</div>;
}

/** What the shopper changed in a frame, as far as the page may know it (not focus, not readiness). */
export const frameState = (model: CardModel, field: FrameField) => `${model.frames[field].value.empty}:${model.frames[field].value.error}`;

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

/** Puts a frame in its place: one already on the page moves without loading its document again. */
function place(parent: HTMLElement, iframe: HTMLIFrameElement) {
  if (iframe.isConnected && parent.isConnected && 'moveBefore' in parent) parent.moveBefore(iframe, null);
  else parent.appendChild(iframe);
}

export function PageGroup({ id, model, flow, options, t, field }: CardFormProps & { field: PageField }) {
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
