// The card form's view. Class names follow the original widget, so merchant CSS written for it
// still applies; every control has a label, and errors are tied to their field.
import type { TargetedEvent } from 'preact';
import { cardBrand } from '../../shared/brands.ts';
import type { FrameField } from '../../shared/protocol.ts';
import { FRAME_TEXTS, type CardFlow } from '../flows/card.ts';
import type { FrameHost } from '../frames/host.ts';
import type { I18n, MessageKey, Translate } from '../i18n/index.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { setValue, type CardModel } from '../model/card.ts';
import { formatExpiry } from '../../shared/card-fields.ts';
import type { PageField } from '../model/fields.ts';
import type { WidgetOptions } from '../options/schema.ts';
import { cls, Group, Hint, Label, Spinner } from './parts.tsx';

export interface CardFormProps {
  id: string;
  model: CardModel;
  flow: CardFlow;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  i18n: Pick<I18n, 'dir' | 'formatAmount'>;
  formRef: (form: HTMLFormElement | null) => void;
  scheme?: 'light' | 'dark';
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

export function CardForm({ id, model, flow, host, options, t, i18n, formRef, scheme }: CardFormProps) {
  const errors = model.visibleErrors.value;
  const load = model.load.value;
  const submission = model.submission.value;
  const busy = submission.status !== 'idle';
  const brand = model.brand.value;
  const spinnerColor = typeof options.spinner?.color === 'string' ? options.spinner.color : undefined;

  if (submission.status === 'threeDSecure') {
    // The form steps aside for the bank's (or provider's) page, as in the original widget.
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
          src={host.redirectSrc()}
          onLoad={(event) => {
            if (loaded) return;
            loaded = true;
            flow.call('onLoadThreeDIframe', options.onLoadThreeDIframe, event.currentTarget);
          }}
        />
      </div>
    );
  }

  const frameGroup = (field: FrameField) => {
    const frame = model.frames[field].value;
    const hintId = `${id}-${field}-hint`;
    const error = errors[field];
    return (
      <Group group={field} error={Boolean(error)}>
        <Label group={field} id={`${id}-${field}-label`} visible={options.showLabels}>
          {t(FRAME_TEXTS[field].label)}
        </Label>
        <div class={`wpwl-wrapper wpwl-wrapper-${field}`}>
          <iframe
            ref={(el) => host.attach(field, el)}
            class={cls('wpwl-control', 'wpwl-control-iframe', `wpwl-control-${field}`, frame.focused && 'wpwl-focus', error && 'wpwl-has-error')}
            name={host.name(field)}
            title={t(FRAME_TEXTS[field].title)}
            src={host.src(field)}
            aria-describedby={error ? hintId : undefined}
          />
        </div>
        {field === 'cvv' && options.showCVVHint ? <div class="wpwl-hint wpwl-hint-cvv">{flow.cvvHint.value}</div> : null}
        <Hint id={hintId} field={field} error={error} t={t} />
      </Group>
    );
  };

  const pageGroup = (field: PageField) => {
    const spec = PAGE_INPUTS[field];
    const error = errors[field];
    const hintId = `${id}-${field}-hint`;
    const onInput = (event: TargetedEvent<HTMLInputElement, Event>) => {
      const input = event.currentTarget;
      if (field === 'expiry') {
        const deleting = (event as unknown as InputEvent).inputType?.startsWith('delete') ?? false;
        input.value = formatExpiry(input.value, deleting);
      }
      setValue(model, field, input.value);
    };
    return (
      <Group group={field} error={Boolean(error)} extra={spec.extra}>
        <Label group={field} htmlFor={`${id}-${field}`} visible={options.showLabels}>
          {t(spec.label)}
        </Label>
        <div class={`wpwl-wrapper wpwl-wrapper-${field}`}>
          <input
            id={`${id}-${field}`}
            data-field={field}
            type="text"
            class={cls('wpwl-control', `wpwl-control-${field}`, error && 'wpwl-has-error')}
            name={field === 'expiry' ? 'card.expiry' : field === 'cardHolder' ? 'card.holder' : field}
            autocomplete={spec.autocomplete}
            inputMode={spec.inputMode}
            placeholder={options.showPlaceholders && spec.placeholder ? t(spec.placeholder) : undefined}
            maxLength={spec.maxLength}
            data-action={field === 'expiry' ? 'blur-card-expiry' : undefined}
            value={model.values.value[field] ?? ''}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? hintId : undefined}
            onInput={onInput}
            onBlur={() => flow.blurPage(field)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && options.disableSubmitOnEnter) event.preventDefault();
            }}
          />
        </div>
        <Hint id={hintId} field={field} error={error} t={t} />
      </Group>
    );
  };

  const amount = load.status === 'ready' ? i18n.formatAmount(load.config.amount, load.config.currency) : null;

  return (
    <div class={cls('wpwl-container', 'wpwl-container-card', `wpwl-style-${options.style}`)} id={id} dir={i18n.dir} data-wpwl-scheme={scheme}>
      <form
        ref={formRef}
        class={cls('wpwl-form', 'wpwl-form-card', 'wpwl-form-has-inputs', 'wpwl-clearfix', busy && 'wpwl-form-busy')}
        noValidate
        aria-busy={busy || load.status === 'loading'}
        onSubmit={(event) => {
          event.preventDefault();
          flow.submit();
        }}
      >
        {options.style === 'plain' ? null : (
          <div class="wpwl-group wpwl-group-brand">
            <Label group="brand" htmlFor={`${id}-brand`} visible={options.showLabels}>
              {t('brand')}
            </Label>
            <div class="wpwl-wrapper wpwl-wrapper-brand">
              <select
                id={`${id}-brand`}
                class="wpwl-control wpwl-control-brand"
                name="paymentBrand"
                value={brand ?? ''}
                onChange={(event) => flow.setBrand(event.currentTarget.value)}
              >
                {model.brands.map((b) => (
                  <option value={b} key={b}>
                    {cardBrand(b)?.label ?? b}
                  </option>
                ))}
              </select>
            </div>
            {brand ? (
              <div class={`wpwl-brand wpwl-brand-card wpwl-brand-${brand}`}>
                <BrandLogo brand={brand} label={cardBrand(brand)?.label ?? brand} />
              </div>
            ) : null}
          </div>
        )}
        {model.fields.slice(0, 1).map((f) => frameGroup(f as FrameField))}
        {flow.brandChoices.value.length > 0 ? (
          <div class="wpwl-group wpwl-group-brandChoice" role="radiogroup" aria-label={t('brandChoice')}>
            {flow.brandChoices.value.map((b) => (
              <label class={cls('wpwl-brand-choice', brand === b && 'wpwl-selected')} key={b}>
                <input type="radio" name={`${id}-brand-choice`} value={b} checked={brand === b} onChange={() => flow.setBrand(b)} />
                <BrandLogo brand={b} />
                {cardBrand(b)?.label ?? b}
              </label>
            ))}
          </div>
        ) : null}
        {model.fields.slice(1).map((f) => ((model.frameFields as string[]).includes(f) ? frameGroup(f as FrameField) : pageGroup(f as PageField)))}
        {/* The original keeps the parsed expiry in hidden inputs; merchant scripts read them. */}
        <input type="hidden" name="card.expiryMonth" value={expiryParts(model.values.value.expiry)[0]} />
        <input type="hidden" name="card.expiryYear" value={expiryParts(model.values.value.expiry)[1]} />
        <div class="wpwl-group wpwl-group-submit">
          <div class="wpwl-wrapper wpwl-wrapper-submit">
            <button
              type="submit"
              name="pay"
              class={cls('wpwl-button', 'wpwl-button-pay', Object.keys(errors).length > 0 && 'wpwl-button-error')}
              disabled={busy || load.status !== 'ready'}
            >
              {busy ? t('processing') : amount ? t('payAmount', { amount }) : t('submit')}
            </button>
          </div>
        </div>
        {load.status === 'loading' || submission.status === 'submitting' ? (
          <Spinner label={t(load.status === 'loading' ? 'loading' : 'processing')} color={spinnerColor} />
        ) : null}
        <div class={cls('wpwl-message', model.message.value && 'wpwl-has-error')} role="alert">
          {model.message.value ? t(model.message.value.key, model.message.value.vars) : null}
        </div>
        {/* One persistent live region announces field errors as they appear, the frames' included
            (a screen reader cannot follow aria-describedby into a frame). */}
        <div class="wpwl-sr-only" aria-live="polite">
          {model.fields.flatMap((f) => (errors[f] ? [t(errors[f])] : [])).join('. ')}
        </div>
      </form>
    </div>
  );
}
