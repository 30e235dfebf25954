// The card form's view. Class names follow the original widget (wpwl-group-X, wpwl-label-X,
// wpwl-wrapper-X, wpwl-control-X, wpwl-hint-XError), so merchant CSS written for it still applies.
import type { TargetedInputEvent } from 'preact';
import { cardBrand } from '../../shared/brands.ts';
import type { FieldError } from '../../shared/errors.ts';
import type { FrameField } from '../../shared/protocol.ts';
import type { CardFlow } from '../flows/card.ts';
import type { FrameHost } from '../frames/host.ts';
import { formatAmount, type MessageKey, type Translate } from '../i18n/index.ts';
import { formatExpiry } from '../model/fields.ts';
import { touch, type CardModel } from '../model/card.ts';
import type { WidgetOptions } from '../options/schema.ts';

export interface CardFormProps {
  id: string;
  model: CardModel;
  flow: CardFlow;
  host: FrameHost;
  options: WidgetOptions;
  t: Translate;
  base: URL;
  formRef: (form: HTMLFormElement | null) => void;
}

interface PageInputAttrs {
  name: string;
  autocomplete: 'cc-exp' | 'cc-name';
  placeholder: string;
  maxLength: number;
  inputMode?: 'numeric';
  'data-action'?: string;
  onInput: (event: TargetedInputEvent<HTMLInputElement>) => void;
}

const cls = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

function Hint({ id, field, error, t }: { id: string; field: string; error: FieldError | undefined; t: Translate }) {
  return error ? (
    <div id={id} class={`wpwl-hint wpwl-hint-${field}Error`}>
      {t(error)}
    </div>
  ) : null;
}

export function CardForm({ id, model, flow, host, options, t, base, formRef }: CardFormProps) {
  const errors = model.visibleErrors.value;
  const load = model.load.value;
  const submission = model.submission.value;
  const busy = submission.status !== 'idle';
  const brand = model.brand.value;

  const frameGroup = (field: FrameField, group: string) => {
    const frame = model.frames[field].value;
    const hintId = `${id}-${group}-hint`;
    return (
      <div class={cls('wpwl-group', `wpwl-group-${group}`, errors[field] && 'wpwl-has-error')}>
        <div class={`wpwl-label wpwl-label-${group}`} id={`${id}-${group}-label`}>
          {t(field)}
        </div>
        <div class={`wpwl-wrapper wpwl-wrapper-${group}`}>
          <iframe
            ref={(el) => host.attach(field, el)}
            class={cls('wpwl-control', 'wpwl-control-iframe', `wpwl-control-${group}`, frame.focused && 'wpwl-focus', errors[field] && 'wpwl-has-error')}
            name={host.name(field)}
            title={t(field === 'cardNumber' ? 'cardNumberFrameTitle' : 'cvvFrameTitle')}
            src={host.src(field)}
            aria-describedby={errors[field] ? hintId : undefined}
          />
        </div>
        <Hint id={hintId} field={group} error={errors[field]} t={t} />
      </div>
    );
  };

  /** expiry and holder: plain inputs on the page, labelled and tied to their hint */
  const pageGroup = (field: 'expiry' | 'cardHolder', label: MessageKey, value: string, attrs: PageInputAttrs) => {
    const error = errors[field];
    const hintId = `${id}-${field}-hint`;
    return (
      <div class={cls('wpwl-group', `wpwl-group-${field}`, error && 'wpwl-has-error')}>
        <label class={`wpwl-label wpwl-label-${field}`} for={`${id}-${field}`}>
          {t(label)}
        </label>
        <div class={`wpwl-wrapper wpwl-wrapper-${field}`}>
          <input
            {...attrs}
            id={`${id}-${field}`}
            data-field={field}
            type="text"
            class={cls('wpwl-control', `wpwl-control-${field}`, error && 'wpwl-has-error')}
            value={value}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={error ? hintId : undefined}
            onBlur={() => touch(model, field)}
          />
        </div>
        <Hint id={hintId} field={field} error={error} t={t} />
      </div>
    );
  };

  const onExpiryInput = (event: TargetedInputEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const deleting = (event as unknown as InputEvent).inputType?.startsWith('delete') ?? false;
    const next = formatExpiry(input.value, deleting);
    input.value = next;
    model.expiry.value = next;
  };

  const amount = load.status === 'ready' ? formatAmount(load.config.amount, load.config.currency, options.locale) : null;

  if (submission.status === 'threeDSecure') {
    // The form steps aside for the bank's (or provider's) page, as in the original widget.
    return (
      <div class="wpwl-container wpwl-container-card" id={id}>
        <iframe ref={(el) => host.attach('target', el)} class="wpwl-target" name={`wpwl-target-${id}`} title={t('threeDSecureTitle')} src={host.redirectSrc()} />
      </div>
    );
  }

  return (
    <div class="wpwl-container wpwl-container-card" id={id}>
      <form
        ref={formRef}
        class={cls('wpwl-form', 'wpwl-form-card', 'wpwl-form-has-inputs', 'wpwl-clearfix', busy && 'wpwl-form-busy')}
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          flow.submit();
        }}
      >
        <div class="wpwl-group wpwl-group-brand">
          <label class="wpwl-label wpwl-label-brand" for={`${id}-brand`}>
            {t('brand')}
          </label>
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
              <img class="wpwl-brand-logo" src={new URL(`brands/${brand.toLowerCase()}.svg`, base).href} alt={cardBrand(brand)?.label ?? brand} />
            </div>
          ) : null}
        </div>
        {frameGroup('cardNumber', 'cardNumber')}
        {pageGroup('expiry', 'expiryDate', model.expiry.value, {
          name: 'card.expiry',
          inputMode: 'numeric',
          autocomplete: 'cc-exp',
          placeholder: t('mmyy'),
          maxLength: 7,
          'data-action': 'blur-card-expiry',
          onInput: onExpiryInput,
        })}
        {options.requireCvv ? frameGroup('cvv', 'cvv') : null}
        {pageGroup('cardHolder', 'cardHolder', model.holder.value, {
          name: 'card.holder',
          autocomplete: 'cc-name',
          placeholder: t('cardHolderPlaceholder'),
          maxLength: 128,
          onInput: (event: TargetedInputEvent<HTMLInputElement>) => (model.holder.value = event.currentTarget.value),
        })}
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
        <div class={cls('wpwl-message', model.message.value && 'wpwl-has-error')} role="alert">
          {model.message.value}
        </div>
      </form>
    </div>
  );
}
